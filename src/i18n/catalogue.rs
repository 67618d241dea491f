//! The catalogues: each language's Fluent file, embedded, parsed once into a bundle. A message
//! missing from a language falls back to English (the completeness test keeps that from
//! happening in a release); a message missing from English shows its id, so a slip is visible
//! rather than silent.

use super::Lang;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
use std::sync::OnceLock;

/// Every language's catalogue file, English first.
const SOURCES: [(Lang, &str); 6] = [
    (Lang::En, include_str!("../../assets/i18n/en.ftl")),
    (Lang::De, include_str!("../../assets/i18n/de.ftl")),
    (Lang::Fr, include_str!("../../assets/i18n/fr.ftl")),
    (Lang::Es, include_str!("../../assets/i18n/es.ftl")),
    (Lang::Ru, include_str!("../../assets/i18n/ru.ftl")),
    (Lang::PtBr, include_str!("../../assets/i18n/pt-BR.ftl")),
];

/// The parsed catalogues.
pub struct Catalogue {
    bundles: Vec<(Lang, FluentBundle<FluentResource>)>,
}

impl Catalogue {
    /// The catalogues, parsed on first use.
    pub fn get() -> &'static Catalogue {
        static CATALOGUE: OnceLock<Catalogue> = OnceLock::new();
        CATALOGUE.get_or_init(Catalogue::load)
    }

    /// The text of a language's catalogue file (for the completeness tests).
    pub fn source(lang: Lang) -> &'static str {
        SOURCES
            .iter()
            .find(|(l, _)| *l == lang)
            .map(|(_, s)| *s)
            .unwrap_or_default()
    }

    fn load() -> Catalogue {
        let bundles = SOURCES
            .iter()
            .map(|&(lang, source)| {
                let id: unic_langid::LanguageIdentifier = lang.code().parse().unwrap_or_default();
                let mut bundle = FluentBundle::new_concurrent(vec![id]);
                // Discord and terminals show the isolation marks as stray characters.
                bundle.set_use_isolating(false);
                let resource = match FluentResource::try_new(source.to_string()) {
                    Ok(r) => r,
                    Err((r, errors)) => {
                        tracing::error!(%lang, ?errors, "catalogue has syntax errors");
                        r
                    }
                };
                if let Err(errors) = bundle.add_resource(resource) {
                    tracing::error!(%lang, ?errors, "catalogue repeats messages");
                }
                (lang, bundle)
            })
            .collect();
        Catalogue { bundles }
    }

    fn bundle(&self, lang: Lang) -> Option<&FluentBundle<FluentResource>> {
        self.bundles
            .iter()
            .find(|(l, _)| *l == lang)
            .map(|(_, b)| b)
    }

    /// A message (or, with `attr`, one of its attributes) in `lang`, if that catalogue has it.
    pub fn format(
        &self,
        lang: Lang,
        id: &str,
        attr: Option<&str>,
        args: Option<&FluentArgs>,
    ) -> Option<String> {
        let bundle = self.bundle(lang)?;
        let message = bundle.get_message(id)?;
        let pattern = match attr {
            Some(a) => message.get_attribute(a)?.value(),
            None => message.value()?,
        };
        let mut errors = Vec::new();
        let out = bundle.format_pattern(pattern, args, &mut errors);
        if !errors.is_empty() {
            tracing::warn!(%lang, id, ?errors, "message formatted with errors");
        }
        Some(out.into_owned())
    }

    /// A message in `lang`, else in English, else its id.
    pub fn text(
        &self,
        lang: Lang,
        id: &str,
        attr: Option<&str>,
        args: Option<&FluentArgs>,
    ) -> String {
        self.format(lang, id, attr, args)
            .or_else(|| self.format(Lang::En, id, attr, args))
            .unwrap_or_else(|| {
                tracing::warn!(id, ?attr, "no such message");
                match attr {
                    Some(a) => format!("{id}.{a}"),
                    None => id.to_string(),
                }
            })
    }
}

/// A message without variables in `lang`.
pub fn tr(lang: Lang, id: &str) -> String {
    Catalogue::get().text(lang, id, None, None)
}

/// A message with variables in `lang`.
pub fn tr_args(lang: Lang, id: &str, args: &FluentArgs) -> String {
    Catalogue::get().text(lang, id, None, Some(args))
}

/// An attribute of a message (`cmd-move.description`), if `lang`'s catalogue has it.
pub fn attribute(lang: Lang, id: &str, attr: &str) -> Option<String> {
    Catalogue::get().format(lang, id, Some(attr), None)
}

/// Whether `lang`'s catalogue has the message `id`.
pub fn has_message(lang: Lang, id: &str) -> bool {
    Catalogue::get()
        .bundle(lang)
        .is_some_and(|b| b.has_message(id))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_catalogue_file_parses_and_names_each_message_once() {
        for (lang, source) in SOURCES {
            let name = format!("{lang}.ftl");
            if let Err((_, errors)) = FluentResource::try_new(source.to_string()) {
                panic!("{name} has syntax errors: {errors:?}");
            }
        }
        let english = Catalogue::load();
        assert!(english.format(Lang::En, "help", None, None).is_some());
    }
}
