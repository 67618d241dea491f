//! Connecting: reading and checking the token (never logged), the HTTP client, waiting for
//! Discord to be reachable (with a growing pause between tries), and startup errors in words
//! that say what to fix.

use crate::config::{Config, DiscordConfig, ShardRange};
use anyhow::{anyhow, bail, Result};
use poise::serenity_prelude as serenity;
use std::future::Future;
use std::time::Duration;

/// Discord's own API address (the default `discord.api_base_url`).
pub const DISCORD_API: &str = "https://discord.com";

/// The configured token, checked for shape.
pub fn token(config: &Config) -> Result<String> {
    let Some(token) = config.discord_token() else {
        bail!("no Discord token: set the DISCORD_TOKEN environment variable (or discord.token in the config file)");
    };
    // A token is three dot-separated parts of printable ASCII: control characters, spaces
    // and other letters mean a bad copy (and would make HTTP headers fail later).
    if serenity::utils::token::validate(&token).is_err()
        || !token.chars().all(|c| c.is_ascii_graphic())
    {
        bail!("the Discord token is malformed: copy it again from the Bot page of the Discord developer portal (three parts separated by dots)");
    }
    Ok(token)
}

/// The HTTP client. With a `discord.api_base_url` other than Discord's, every request goes
/// there instead (a proxy such as twilight-http-proxy, or a local test server), and
/// serenity's own rate limiter is off, as the proxy is expected to handle rate limits.
/// Otherwise requests go to `https://discord.com` with serenity's rate limiter on, through
/// `discord.https_proxy` if set (an HTTP CONNECT tunnel: TLS still ends at Discord), trusting
/// `discord.api_ca_file` besides the usual roots if set (for tests only: see SECURITY.md).
pub fn http(token: &str, discord: &DiscordConfig) -> Result<serenity::Http> {
    let base = discord.api_base_url.trim().trim_end_matches('/');
    let builder = serenity::HttpBuilder::new(token);
    if base == DISCORD_API {
        return Ok(builder.client(api_client(discord)?).build());
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

/// The HTTPS client for Discord's API: rustls with the usual roots (as serenity's own), plus
/// `discord.https_proxy` and `discord.api_ca_file` when set.
pub fn api_client(discord: &DiscordConfig) -> Result<reqwest::Client> {
    let mut client = reqwest::Client::builder().use_rustls_tls();
    if let Some(proxy) = discord.https_proxy.as_deref().map(str::trim) {
        let valid = proxy
            .strip_prefix("http://")
            .is_some_and(|rest| !rest.is_empty());
        if !valid {
            bail!("discord.https_proxy must look like `http://127.0.0.1:3128`, not `{proxy}`");
        }
        let tunnel = reqwest::Proxy::https(proxy)
            .map_err(|e| anyhow!("discord.https_proxy `{proxy}` cannot be used: {e}"))?;
        tracing::info!("Discord API requests tunnel through the proxy {proxy}");
        client = client.proxy(tunnel);
    }
    if let Some(file) = &discord.api_ca_file {
        let shown = file.display();
        let pem = std::fs::read(file)
            .map_err(|e| anyhow!("cannot read discord.api_ca_file {shown}: {e}"))?;
        const BEGIN: &[u8] = b"-----BEGIN CERTIFICATE-----";
        if !pem.windows(BEGIN.len()).any(|w| w == BEGIN) {
            bail!("discord.api_ca_file {shown} holds no PEM certificate");
        }
        let authority = reqwest::Certificate::from_pem(&pem)
            .map_err(|e| anyhow!("discord.api_ca_file {shown} is not a PEM certificate: {e}"))?;
        tracing::warn!(
            "trusting the certificate authority of {shown} for Discord's API (meant for tests only)"
        );
        client = client.add_root_certificate(authority);
    }
    client
        .build()
        .map_err(|e| anyhow!("cannot set up the HTTPS client for Discord: {e}"))
}

/// First pause between tries to reach Discord; it doubles after each failure.
pub const FIRST_RETRY: Duration = Duration::from_secs(1);
/// Longest pause between tries to reach Discord.
pub const MAX_RETRY: Duration = Duration::from_secs(60);

/// The pause after `failures` failed tries: 1 s, 2 s, 4 s... up to `MAX_RETRY`.
pub fn retry_delay(failures: u32) -> Duration {
    FIRST_RETRY
        .saturating_mul(2u32.saturating_pow(failures.saturating_sub(1)))
        .min(MAX_RETRY)
}

/// An error and its causes, each said once ("error sending request: connection refused").
pub fn causes(error: &dyn std::error::Error) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut next = Some(error);
    while let Some(e) = next {
        let text = e.to_string();
        if !parts.iter().any(|p| p.contains(&text)) {
            parts.push(text);
        }
        next = e.source();
    }
    parts.join(": ")
}

/// Asks Discord's API for the gateway until it answers, pausing longer after each failure
/// (see `retry_delay`). Returns what it says (with the recommended shard count), `None` if
/// `shutdown` completes first, an error when Discord refuses the token.
pub async fn wait_for_gateway(
    http: &serenity::Http,
    api_base_url: &str,
    mut shutdown: std::pin::Pin<&mut impl Future<Output = ()>>,
) -> Result<Option<serenity::BotGateway>> {
    let base = api_base_url.trim().trim_end_matches('/');
    let mut failures = 0u32;
    loop {
        let attempt = tokio::select! {
            result = http.get_bot_gateway() => result,
            () = shutdown.as_mut() => return Ok(None),
        };
        let error = match attempt {
            Ok(gateway) => {
                if failures > 0 {
                    tracing::info!("Discord can be reached again at {base}");
                }
                return Ok(Some(gateway));
            }
            Err(e) => e,
        };
        if let serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response)) = &error {
            if response.status_code.as_u16() == 401 {
                bail!("Discord refused the token: check DISCORD_TOKEN (reset it in the developer portal if it leaked)");
            }
        }
        failures += 1;
        let delay = retry_delay(failures);
        let reason = causes(&error);
        if failures == 1 {
            tracing::error!(
                "cannot reach Discord's gateway at {base}: {reason}. Check the network (and discord.api_base_url); retrying in {} s, then less and less often (Ctrl-C stops)",
                delay.as_secs()
            );
        } else {
            tracing::warn!(
                "Discord still cannot be reached at {base} (try {failures}): {reason}; retrying in {} s",
                delay.as_secs()
            );
        }
        tokio::select! {
            () = tokio::time::sleep(delay) => {}
            () = shutdown.as_mut() => return Ok(None),
        }
    }
}

/// The shards this process runs: the configured range, else every shard of the count
/// Discord recommends. A configured total below the recommended count is used as written
/// (Discord closes shards that hold too many servers; that error then says so), with a
/// warning now.
pub fn shard_range(configured: Option<ShardRange>, recommended: u32) -> ShardRange {
    match configured {
        Some(range) => {
            if range.total < recommended {
                tracing::warn!(
                    "discord.shards asks for {} shards in all, Discord recommends {recommended}: raise the total (in every process) if Discord refuses the connection",
                    range.total
                );
            }
            range
        }
        None => ShardRange::all(recommended),
    }
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
        serenity::Error::Gateway(GatewayError::InvalidShardData) => anyhow!(
            "Discord refused the shard numbers: discord.shards must be a range of one total used by every process, like `0-1/4`"
        ),
        serenity::Error::Gateway(GatewayError::OverloadedShard) => anyhow!(
            "Discord says a shard holds too many servers: raise the total of discord.shards (in every process), or leave it out to use Discord's recommended count"
        ),
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
        for bad in [
            "aaa.b\u{1b}b.ccc",
            "aaa.bbb.cc\u{7f}",
            "aaa.bbé.ccc",
            "aaa.b\u{0}b.ccc",
        ] {
            let e = token(&config_with_token(bad)).unwrap_err().to_string();
            assert!(e.contains("malformed"), "{e}");
            assert!(!e.contains("aaa"), "{e}");
        }
        let e = token(&Config::default()).unwrap_err().to_string();
        assert!(e.contains("DISCORD_TOKEN"), "{e}");
    }

    #[test]
    fn retries_back_off_up_to_a_cap() {
        let delays: Vec<u64> = (1..=9).map(|n| retry_delay(n).as_secs()).collect();
        assert_eq!(delays, [1, 2, 4, 8, 16, 32, 60, 60, 60]);
        assert_eq!(retry_delay(u32::MAX), MAX_RETRY);
    }

    #[test]
    fn the_shard_range_defaults_to_all_recommended_shards() {
        assert_eq!(shard_range(None, 3), ShardRange::all(3));
        assert_eq!(shard_range(None, 0), ShardRange::all(1));
        let half: ShardRange = "1-1/2".parse().unwrap();
        assert_eq!(shard_range(Some(half), 2), half);
        // A smaller total than recommended is kept (Discord has the last word).
        assert_eq!(shard_range(Some(half), 8), half);
    }

    #[test]
    fn api_base_urls_are_checked() {
        let with = |base: &str| DiscordConfig {
            api_base_url: base.into(),
            ..DiscordConfig::default()
        };
        assert!(http("aaa.bbb.ccc", &with("https://discord.com/")).is_ok());
        assert!(http("aaa.bbb.ccc", &with("http://127.0.0.1:3000")).is_ok());
        assert!(http("aaa.bbb.ccc", &with("127.0.0.1:3000")).is_err());
        assert!(http("aaa.bbb.ccc", &with("http://")).is_err());
    }

    #[test]
    fn proxies_and_certificate_files_are_checked() {
        let with = |proxy: Option<&str>, ca: Option<&str>| DiscordConfig {
            https_proxy: proxy.map(str::to_string),
            api_ca_file: ca.map(std::path::PathBuf::from),
            ..DiscordConfig::default()
        };
        let repository = std::path::Path::new(crate::REPOSITORY);
        let ca = repository.join("tests/data/fake-discord-tls/ca.pem");
        let ca = ca.to_str().unwrap();
        assert!(http(
            "aaa.bbb.ccc",
            &with(Some("http://127.0.0.1:3128"), Some(ca))
        )
        .is_ok());
        let e = http("aaa.bbb.ccc", &with(Some("socks://x"), None))
            .unwrap_err()
            .to_string();
        assert!(e.contains("discord.https_proxy"), "{e}");
        let e = http("aaa.bbb.ccc", &with(None, Some("/no/such/file.pem")))
            .unwrap_err()
            .to_string();
        assert!(e.contains("discord.api_ca_file"), "{e}");
        let not_pem = repository.join("Cargo.toml");
        let not_pem = not_pem.to_str().unwrap();
        assert!(http("aaa.bbb.ccc", &with(None, Some(not_pem))).is_err());
    }
}
