//! Connecting: reading and checking the token (never logged), the HTTP client, and startup
//! errors in words that say what to fix.

use crate::config::Config;
use anyhow::{anyhow, bail, Result};
use poise::serenity_prelude as serenity;

/// Discord's own API address (the default `discord.api_base_url`).
pub const DISCORD_API: &str = "https://discord.com";

/// The configured token, checked for shape.
pub fn token(config: &Config) -> Result<String> {
    let Some(token) = config.discord_token() else {
        bail!("no Discord token: set the DISCORD_TOKEN environment variable (or discord.token in the config file)");
    };
    if serenity::utils::token::validate(&token).is_err() || token.chars().any(char::is_whitespace) {
        bail!("the Discord token is malformed: copy it again from the Bot page of the Discord developer portal (three parts separated by dots)");
    }
    Ok(token)
}

/// The HTTP client. With a `discord.api_base_url` other than Discord's, every request goes
/// there instead (a proxy such as twilight-http-proxy, or a local test server), and
/// serenity's own rate limiter is off, as the proxy is expected to handle rate limits.
pub fn http(token: &str, api_base_url: &str) -> Result<serenity::Http> {
    let base = api_base_url.trim().trim_end_matches('/');
    let builder = serenity::HttpBuilder::new(token);
    if base == DISCORD_API {
        return Ok(builder.build());
    }
    let valid = ["http://", "https://"].iter().any(|scheme| {
        base.strip_prefix(scheme)
            .is_some_and(|rest| !rest.is_empty())
    });
    if !valid {
        bail!("discord.api_base_url must look like `https://discord.com` or `http://127.0.0.1:3000`, not `{base}`");
    }
    tracing::info!("Discord API requests go to {base} (serenity's rate limiter is off)");
    Ok(builder.proxy(base).ratelimiter_disabled(true).build())
}

/// A failed connection, said plainly.
pub fn explain_error(error: serenity::Error) -> anyhow::Error {
    use serenity::GatewayError;
    match &error {
        serenity::Error::Gateway(GatewayError::InvalidAuthentication) => anyhow!(
            "Discord refused the token: check DISCORD_TOKEN (reset it in the developer portal if it leaked)"
        ),
        serenity::Error::Gateway(GatewayError::DisallowedGatewayIntents) => anyhow!(
            "Discord refused the message-content intent: enable it on the bot's page in the developer portal, or set discord.prefix_commands = false"
        ),
        serenity::Error::Gateway(GatewayError::InvalidGatewayIntents) => {
            anyhow!("Discord refused the gateway intents the bot asked for")
        }
        _ => anyhow!("the Discord connection failed: {error}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn config_with_token(token: &str) -> Config {
        let mut config = Config::default();
        config.discord.token = Some(token.into());
        config
    }

    #[test]
    fn malformed_tokens_are_refused_without_echoing_them() {
        if std::env::var_os("DISCORD_TOKEN").is_some() {
            return; // the environment's token would take precedence
        }
        let e = token(&config_with_token("not-a-token"))
            .unwrap_err()
            .to_string();
        assert!(e.contains("malformed"), "{e}");
        assert!(!e.contains("not-a-token"), "{e}");
        assert!(token(&config_with_token("aaa.bbb.ccc")).is_ok());
        let e = token(&Config::default()).unwrap_err().to_string();
        assert!(e.contains("DISCORD_TOKEN"), "{e}");
    }

    #[test]
    fn api_base_urls_are_checked() {
        assert!(http("aaa.bbb.ccc", "https://discord.com/").is_ok());
        assert!(http("aaa.bbb.ccc", "http://127.0.0.1:3000").is_ok());
        assert!(http("aaa.bbb.ccc", "127.0.0.1:3000").is_err());
        assert!(http("aaa.bbb.ccc", "http://").is_err());
    }
}
