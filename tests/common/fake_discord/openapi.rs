//! Checks each request the bot makes against Discord's own OpenAPI description of its API
//! (`tests/data/discord-openapi.json`, a copy of `specs/openapi.json` of
//! discord/discord-api-spec, API v10; its licence beside it): the route must be one of
//! Discord's, with a path parameter valid by its schema (a snowflake is digits), and the
//! JSON body valid by the operation's request body schema.
//!
//! The description is OpenAPI 3.1, so its schemas are JSON Schema 2020-12: they are checked
//! with the `jsonschema` crate under that draft. Their `$ref`s point into the document
//! (`#/components/schemas/...`), so each schema is compiled as the root of a document that
//! carries the description's `components` beside it, and the refs resolve there (offline:
//! nothing is ever fetched). One correction is made to them: a snowflake may be sent as a
//! JSON integer, as Discord accepts (see `components`). The formats JSON Schema defines
//! (`date-time`, `uri`) are asserted; OpenAPI's own (`int32`, `int64`, `double`) and
//! Discord's (`snowflake`, `nonce`) are not JSON Schema formats and stay annotations.
//! Compiled validators are kept per (method, path template).

use jsonschema::error::ValidationErrorKind;
use jsonschema::{Draft, ValidationError, Validator};
use serde_json::{json, Map, Value};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

/// Discord's OpenAPI description (API v10).
const SPEC: &str = include_str!("../../data/discord-openapi.json");

/// The prefix of every path the bot calls (the description's server URL ends in it).
const PREFIX: &str = "/api/v10";

/// One thing wrong with a request: where in the body (a JSON pointer, empty for the body
/// itself or the route) and what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    pub pointer: String,
    pub message: String,
}

/// `Ok` when `method path` is an operation of Discord's API and `body` (the JSON body, the
/// `payload_json` part of a multipart body, or `Null` for none) is valid for it; else what
/// is wrong, in one line.
pub fn check(method: &str, path: &str, body: &Value) -> Result<(), String> {
    problems(method, path, body).map_err(|problems| describe(&problems))
}

/// `check`, with each problem apart.
pub fn problems(method: &str, path: &str, body: &Value) -> Result<(), Vec<Problem>> {
    let method = method.to_ascii_lowercase();
    let path = path.split(['?', '#']).next().unwrap_or_default();
    let path = path.strip_prefix(PREFIX).unwrap_or(path);
    let Some((template, values)) = route(path) else {
        return Err(vec![Problem::route(format!(
            "no route of Discord's API matches {path}"
        ))]);
    };
    let operation = compiled(&method, template)?;
    let mut found = Vec::new();
    for ((name, validator), value) in operation.parameters.iter().zip(values) {
        let value = parameter_value(validator, value);
        for error in validator.iter_errors(&value) {
            found.push(Problem::route(format!(
                "path parameter {name} = {value}: {error}"
            )));
        }
    }
    match (&operation.body, body) {
        (None, Value::Null) => {}
        (None, _) => found.push(Problem::route(format!(
            "{} {template} takes no request body",
            method.to_ascii_uppercase()
        ))),
        (Some(expected), Value::Null) if expected.required => found.push(Problem::route(format!(
            "{} {template} needs a request body",
            method.to_ascii_uppercase()
        ))),
        (Some(_), Value::Null) => {}
        (Some(expected), _) => {
            for error in expected.validator.iter_errors(body) {
                explain(&error, &mut found);
            }
        }
    }
    if found.is_empty() {
        Ok(())
    } else {
        Err(found)
    }
}

/// The problems in one line: `/pointer: message; ...`.
pub fn describe(problems: &[Problem]) -> String {
    problems
        .iter()
        .map(|p| {
            if p.pointer.is_empty() {
                p.message.clone()
            } else {
                format!("{}: {}", p.pointer, p.message)
            }
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// Discord's answer to an invalid body: 50035 Invalid Form Body, with each problem under
/// its place in the body (`{"embeds": {"0": {"title": {"_errors": [...]}}}}`), as serenity
/// reads it.
pub fn invalid_form_body(problems: &[Problem]) -> Value {
    let mut errors = Map::new();
    for problem in problems {
        let mut node = &mut errors;
        for segment in problem.pointer.split('/').skip(1) {
            let key = segment.replace("~1", "/").replace("~0", "~");
            node = node
                .entry(key)
                .or_insert_with(|| json!({}))
                .as_object_mut()
                .expect("an errors node is an object");
        }
        let list = node
            .entry("_errors")
            .or_insert_with(|| json!([]))
            .as_array_mut()
            .expect("_errors is an array");
        list.push(json!({"code": "OPENAPI_SCHEMA", "message": problem.message}));
    }
    json!({"code": 50035, "message": "Invalid Form Body", "errors": errors})
}

impl Problem {
    fn route(message: String) -> Problem {
        Problem {
            pointer: String::new(),
            message,
        }
    }
}

/// The description, parsed once.
struct Spec {
    document: Value,
    /// Every path template, split into segments (`None` for a `{parameter}`).
    routes: Vec<(String, Vec<Option<String>>)>,
}

fn spec() -> &'static Spec {
    static SPEC_PARSED: OnceLock<Spec> = OnceLock::new();
    SPEC_PARSED.get_or_init(|| {
        let document: Value = serde_json::from_str(SPEC).expect("the OpenAPI description parses");
        let routes = document["paths"]
            .as_object()
            .expect("the description has paths")
            .keys()
            .map(|template| {
                let segments = split(template)
                    .map(|s| {
                        let parameter = s.starts_with('{') && s.ends_with('}');
                        (!parameter).then(|| s.to_string())
                    })
                    .collect();
                (template.clone(), segments)
            })
            .collect();
        Spec { document, routes }
    })
}

fn split(path: &str) -> impl Iterator<Item = &str> {
    path.trim_start_matches('/').split('/')
}

/// The path template matching `path`, with the path's values of its parameters in order.
/// Where several match, the one with a literal segment first where they differ wins
/// (`/messages/pins` over `/messages/{message_id}`), as in Discord's routing.
fn route(path: &str) -> Option<(&'static str, Vec<&str>)> {
    let segments: Vec<&str> = split(path).collect();
    spec()
        .routes
        .iter()
        .filter(|(_, template)| {
            template.len() == segments.len()
                && template.iter().zip(&segments).all(|(t, s)| match t {
                    Some(literal) => literal == s,
                    None => !s.is_empty(),
                })
        })
        // A literal sorts before a parameter: the smallest key is the most literal route.
        .min_by_key(|(_, template)| template.iter().map(Option::is_none).collect::<Vec<_>>())
        .map(|(name, template)| {
            let values = template
                .iter()
                .zip(&segments)
                .filter(|(t, _)| t.is_none())
                .map(|(_, s)| *s)
                .collect();
            (name.as_str(), values)
        })
}

/// An operation's checks, compiled.
struct Operation {
    /// The validator of each path parameter, in the template's order.
    parameters: Vec<(String, Validator)>,
    body: Option<Body>,
}

struct Body {
    required: bool,
    validator: Validator,
}

/// The compiled checks of each operation, by (method, path template).
type Compiled = Mutex<HashMap<(String, String), Arc<Operation>>>;

/// The compiled checks of `method template`, built on first use.
fn compiled(method: &str, template: &str) -> Result<Arc<Operation>, Vec<Problem>> {
    static CACHE: OnceLock<Compiled> = OnceLock::new();
    let cache = CACHE.get_or_init(Default::default);
    let key = (method.to_string(), template.to_string());
    if let Some(operation) = cache.lock().expect("validators").get(&key) {
        return Ok(operation.clone());
    }
    let operation = Arc::new(compile(method, template)?);
    cache
        .lock()
        .expect("validators")
        .insert(key, operation.clone());
    Ok(operation)
}

fn compile(method: &str, template: &str) -> Result<Operation, Vec<Problem>> {
    let document = &spec().document;
    let item = &document["paths"][template];
    let Some(operation) = item.get(method) else {
        let methods: Vec<String> = item
            .as_object()
            .into_iter()
            .flatten()
            .map(|(k, _)| k.to_ascii_uppercase())
            .filter(|k| k != "PARAMETERS")
            .collect();
        return Err(vec![Problem::route(format!(
            "{template} has no {} operation in Discord's API (only {})",
            method.to_ascii_uppercase(),
            methods.join(", ")
        ))]);
    };
    // Path parameters: the operation's own, else the path item's.
    let declared: Vec<&Value> = operation["parameters"]
        .as_array()
        .into_iter()
        .flatten()
        .chain(item["parameters"].as_array().into_iter().flatten())
        .filter(|p| p["in"] == "path")
        .collect();
    let mut parameters = Vec::new();
    for segment in split(template).filter(|s| s.starts_with('{')) {
        let name = segment.trim_start_matches('{').trim_end_matches('}');
        let schema = declared
            .iter()
            .find(|p| p["name"] == name)
            .map_or(json!({"type": "string"}), |p| p["schema"].clone());
        parameters.push((name.to_string(), validator(&schema)));
    }
    let body = operation.get("requestBody").map(|request| {
        let content = &request["content"];
        // The JSON schema; for a multipart-only operation the multipart one, whose fields
        // the `payload_json` part carries (its files are parts apart).
        let schema = ["application/json", "multipart/form-data"]
            .iter()
            .find_map(|media| content.get(*media))
            .map_or(json!(true), |c| c["schema"].clone());
        Body {
            required: request["required"] == true,
            validator: validator(&schema),
        }
    });
    Ok(Operation { parameters, body })
}

/// A validator of `schema`, a schema of the description: compiled as the root of a document
/// with the description's `components` beside it, so that `#/components/...` resolves.
fn validator(schema: &Value) -> Validator {
    let root = match schema {
        Value::Object(map) => {
            let mut root = map.clone();
            root.insert("components".to_string(), components().clone());
            Value::Object(root)
        }
        other => other.clone(),
    };
    jsonschema::options()
        .with_draft(Draft::Draft202012)
        .should_validate_formats(true)
        .should_ignore_unknown_formats(true)
        .offline()
        .build(&root)
        .unwrap_or_else(|e| panic!("a schema of Discord's OpenAPI description: {e}"))
}

/// The description's `components`, with one correction: `SnowflakeType` there is a string
/// of digits only, the form in which Discord *returns* ids, but Discord reads an id sent as
/// a JSON integer as well. Its own documentation shows it ("Uploading Files": the request's
/// `"attachments": [{"id": 0, ...}]`), and serenity (like twilight and discord.py) sends
/// the ids of new attachments so. A snowflake is therefore a string of digits or an integer
/// from 0 to 2^63 - 1; every other constraint of the description stands.
fn components() -> &'static Value {
    static COMPONENTS: OnceLock<Value> = OnceLock::new();
    COMPONENTS.get_or_init(|| {
        let mut components = spec().document["components"].clone();
        let snowflake = &mut components["schemas"]["SnowflakeType"];
        assert_eq!(
            snowflake["type"], "string",
            "the description's SnowflakeType changed: {snowflake}"
        );
        *snowflake = json!({"anyOf": [
            snowflake.clone(),
            {"type": "integer", "minimum": 0, "maximum": i64::MAX}
        ]});
        components
    })
}

/// A path segment as the value its schema expects: a number for an integer parameter.
fn parameter_value(validator: &Validator, segment: &str) -> Value {
    let text = Value::String(segment.to_string());
    if validator.is_valid(&text) {
        return text;
    }
    segment.parse::<i64>().map_or(text, Value::from)
}

/// Adds what an error says to `found`. An `anyOf` or `oneOf` none of whose branches fits
/// is explained by the branch that went deepest into the body before failing (for an
/// interaction callback, the branch of its `type`), so that the report says what is wrong
/// there rather than "not valid under any of the schemas".
fn explain(error: &ValidationError<'_>, found: &mut Vec<Problem>) {
    let branches = match error.kind() {
        ValidationErrorKind::AnyOf { context } | ValidationErrorKind::OneOfNotValid { context } => {
            Some(context)
        }
        _ => None,
    };
    let best = branches.and_then(|branches| {
        branches
            .iter()
            .filter(|errors| !errors.is_empty())
            .max_by_key(|errors| {
                (
                    reach(errors),
                    !mismatched(errors),
                    std::cmp::Reverse(errors.len()),
                )
            })
    });
    match best {
        Some(errors) if reach(errors) > depth(error) => {
            for e in errors {
                explain(e, found);
            }
        }
        _ => {
            let mut message = format!("{} (schema {})", short(error), error.evaluation_path());
            // Say what each branch found wrong, the first thing of each.
            for (i, errors) in branches.into_iter().flatten().enumerate() {
                if let Some(first) = errors.first() {
                    message.push_str(&format!(
                        "; branch {i}: {}: {}",
                        first.instance_path(),
                        short(first)
                    ));
                }
            }
            found.push(Problem {
                pointer: error.instance_path().as_str().to_string(),
                message,
            });
        }
    }
}

/// How deep into the body a branch's errors are: that of its shallowest error, an `anyOf`
/// or `oneOf` counting as deep as its deepest-reaching branch.
fn reach(errors: &[ValidationError<'_>]) -> usize {
    errors
        .iter()
        .map(|error| match error.kind() {
            ValidationErrorKind::AnyOf { context }
            | ValidationErrorKind::OneOfNotValid { context } => context
                .iter()
                .filter(|errors| !errors.is_empty())
                .map(|errors| reach(errors))
                .max()
                .unwrap_or_else(|| depth(error)),
            _ => depth(error),
        })
        .min()
        .unwrap_or(0)
}

/// Whether a branch failed on an `enum` or `const` where it failed first (a `type: 2` that
/// is not this component's 5): a branch for another kind of thing, rather than the right
/// kind of thing with something wrong in it.
fn mismatched(errors: &[ValidationError<'_>]) -> bool {
    let shallowest = reach(errors);
    errors.iter().any(|error| {
        depth(error) == shallowest
            && matches!(
                error.kind(),
                ValidationErrorKind::Enum { .. } | ValidationErrorKind::Constant { .. }
            )
    })
}

fn depth(error: &ValidationError<'_>) -> usize {
    error.instance_path().iter().count()
}

/// The error's message, without a long copy of the value it is about.
fn short(error: &ValidationError<'_>) -> String {
    let message = error.to_string();
    if message.chars().count() <= 300 {
        return message;
    }
    let head: String = message.chars().take(300).collect();
    format!("{head}...")
}
