//! The fake Discord's HTTPS side, so that the tests run the bot's production path: requests
//! to `https://discord.com/api/v10` with serenity's rate limiter on. The bot's config names
//! this side as its `discord.https_proxy` (an HTTP CONNECT proxy) and trusts the tests' own
//! certificate authority (`discord.api_ca_file`); the fake accepts the tunnel to
//! `discord.com:443`, ends TLS itself with a certificate for `discord.com` (see
//! `tests/data/fake-discord-tls/`), and serves the same REST routes as over plain HTTP.

use axum::Router;
use hyper_util::rt::TokioIo;
use hyper_util::service::TowerToHyperService;
use rustls_pki_types::pem::PemObject;
use rustls_pki_types::{CertificateDer, PrivateKeyDer};
use std::sync::Arc;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};
use tokio_rustls::{rustls, TlsAcceptor};

const CERTIFICATE: &[u8] = include_bytes!("../../data/fake-discord-tls/discord.com.pem");
const KEY: &[u8] = include_bytes!("../../data/fake-discord-tls/discord.com.key");

/// The certificate authority the bot is to trust (`discord.api_ca_file`).
pub const CA_FILE: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../data/fake-discord-tls/ca.pem"
);

/// The only tunnel the fake opens.
const DISCORD: &str = "CONNECT discord.com:443 ";

fn acceptor() -> TlsAcceptor {
    let chain: Vec<CertificateDer<'static>> = CertificateDer::pem_slice_iter(CERTIFICATE)
        .collect::<Result<_, _>>()
        .expect("the fake's certificate");
    let key = PrivateKeyDer::from_pem_slice(KEY).expect("the fake's key");
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let config = rustls::ServerConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .expect("TLS versions")
        .with_no_client_auth()
        .with_single_cert(chain, key)
        .expect("the fake's TLS config");
    TlsAcceptor::from(Arc::new(config))
}

/// Takes tunnels on `listener` and serves `app` in each, over TLS, until aborted.
pub async fn serve(listener: TcpListener, app: Router) {
    let acceptor = acceptor();
    while let Ok((stream, _)) = listener.accept().await {
        let (acceptor, app) = (acceptor.clone(), app.clone());
        tokio::spawn(async move {
            if let Err(e) = tunnel(stream, acceptor, app).await {
                eprintln!("fake Discord: a TLS tunnel failed: {e}");
            }
        });
    }
}

/// One tunnel: the CONNECT request (to discord.com:443 only), then TLS, then HTTP/1.1.
async fn tunnel(mut stream: TcpStream, acceptor: TlsAcceptor, app: Router) -> std::io::Result<()> {
    let mut head = Vec::new();
    let mut byte = [0u8; 1];
    while !head.ends_with(b"\r\n\r\n") {
        if stream.read(&mut byte).await? == 0 || head.len() > 8192 {
            return Ok(());
        }
        head.push(byte[0]);
    }
    if !head.starts_with(DISCORD.as_bytes()) {
        stream
            .write_all(b"HTTP/1.1 403 Forbidden\r\ncontent-length: 0\r\n\r\n")
            .await?;
        return Ok(());
    }
    stream
        .write_all(b"HTTP/1.1 200 Connection Established\r\n\r\n")
        .await?;
    let tls = acceptor.accept(stream).await?;
    hyper::server::conn::http1::Builder::new()
        .serve_connection(TokioIo::new(tls), TowerToHyperService::new(app))
        .await
        .map_err(std::io::Error::other)
}
