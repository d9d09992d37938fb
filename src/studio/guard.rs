//! Which requests the server answers at all: those addressed to it by a name it was given.
//! A page on another site can make a browser send requests to the studio (a cross-origin
//! request, or a name of the attacker's that is made to resolve to 127.0.0.1: DNS
//! rebinding); both are told apart by their headers. A request whose `Host` is not the
//! address the server was told to bind (127.0.0.1, localhost and [::1] when that is loopback)
//! or a name admitted with `--allow-host`, at the server's port, is refused 403; so is one
//! whose `Origin` is not such an address. The studio's own pages send their own origin and
//! pass.

use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;

use axum::extract::{Request, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::middleware::Next;
use axum::response::Response;

use super::conn::refuse;

/// The names the server answers to, each at a port.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hosts {
    /// Lowercase host names (IPv6 addresses in brackets) and the port each is admitted at.
    names: Vec<(String, u16)>,
}

impl Hosts {
    /// The names of `bound` (the listening address, its real port), and `allowed`: `NAME` (at
    /// the server's port) or `NAME:PORT`.
    pub fn new(bound: SocketAddr, allowed: &[String]) -> Result<Hosts, String> {
        let port = bound.port();
        let mut names = Vec::new();
        let ip = bound.ip();
        if ip.is_loopback() || ip.is_unspecified() {
            // Bound to every address, the server cannot know the names it is reached by
            // from elsewhere: those come by --allow-host.
            for name in ["127.0.0.1", "localhost", "[::1]"] {
                names.push((name.to_string(), port));
            }
        }
        if !ip.is_unspecified() {
            names.push((bracketed(ip), port));
        }
        for text in allowed {
            let (name, at) = split_authority(text.trim())
                .filter(|(name, _)| !name.is_empty())
                .ok_or_else(|| {
                    format!("--allow-host `{text}` is not a host name (NAME or NAME:PORT)")
                })?;
            names.push((name.to_ascii_lowercase(), at.unwrap_or(port)));
        }
        names.dedup();
        Ok(Hosts { names })
    }

    /// Whether `authority` (`host[:port]`, the port `default_port` when left out) is one of
    /// the server's names.
    pub fn admits(&self, authority: &str, default_port: u16) -> bool {
        let Some((name, port)) = split_authority(authority) else {
            return false;
        };
        let name = name.trim_end_matches('.').to_ascii_lowercase();
        let port = port.unwrap_or(default_port);
        self.names.iter().any(|(n, p)| *n == name && *p == port)
    }

    /// The names as `host:port`, for messages.
    pub fn listed(&self) -> String {
        let names: Vec<String> = self
            .names
            .iter()
            .map(|(name, port)| format!("{name}:{port}"))
            .collect();
        names.join(", ")
    }
}

fn bracketed(ip: IpAddr) -> String {
    match ip {
        IpAddr::V4(v4) => v4.to_string(),
        IpAddr::V6(v6) => format!("[{v6}]"),
    }
}

/// `host[:port]` split in two; `None` when it is not of that form.
fn split_authority(text: &str) -> Option<(&str, Option<u16>)> {
    let (host, rest) = if text.starts_with('[') {
        let end = text.find(']')?;
        (&text[..=end], &text[end + 1..])
    } else {
        let colon = text.find(':').unwrap_or(text.len());
        (&text[..colon], &text[colon..])
    };
    if host.contains(['/', '@', ' ', '\\']) {
        return None;
    }
    let port = match rest {
        "" => None,
        _ => Some(rest.strip_prefix(':')?.parse().ok()?),
    };
    Some((host, port))
}

/// The refusal, or nothing when `headers` (and the request target's authority, when the
/// request names one) address this server from one of its own pages or from no page at all.
pub fn check(hosts: &Hosts, headers: &HeaderMap, target: Option<&str>) -> Result<(), String> {
    let listed = || hosts.listed();
    let host = match headers.get(header::HOST).map(|h| h.to_str()) {
        Some(Ok(host)) => host,
        Some(Err(_)) => return Err("forbidden: the Host header is not text".to_string()),
        None => {
            return Err(format!(
                "forbidden: the request has no Host header; this server answers to {}",
                listed()
            ))
        }
    };
    for authority in std::iter::once(host).chain(target) {
        if !hosts.admits(authority, 80) {
            return Err(format!(
                "forbidden: `{authority}` is not this server's address; it answers to {} \
                 (start it with --allow-host NAME to admit another name)",
                listed()
            ));
        }
    }
    if let Some(origin) = headers.get(header::ORIGIN) {
        let origin = origin.to_str().unwrap_or("");
        // The studio serves plain HTTP: a page of its own has an http origin.
        let same = match origin.split_once("://") {
            Some(("http", authority)) => hosts.admits(authority, 80),
            _ => false,
        };
        if !same {
            return Err(format!(
                "forbidden: a page from `{origin}` may not use this server (a cross-origin \
                 request); only the studio's own pages at {} may",
                listed()
            ));
        }
    }
    Ok(())
}

/// The middleware: a request from elsewhere is 403 with the reason in words, before its
/// body is read.
pub async fn admit(State(hosts): State<Arc<Hosts>>, request: Request, next: Next) -> Response {
    let target = request.uri().authority().map(|a| a.as_str().to_string());
    match check(&hosts, request.headers(), target.as_deref()) {
        Ok(()) => next.run(request).await,
        Err(why) => refuse(StatusCode::FORBIDDEN, why),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    fn headers(pairs: &[(header::HeaderName, &str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (name, value) in pairs {
            map.insert(name.clone(), HeaderValue::from_str(value).unwrap());
        }
        map
    }

    #[test]
    fn loopback_names_at_the_port_pass_and_others_are_refused() {
        let hosts = Hosts::new("127.0.0.1:8080".parse().unwrap(), &[]).unwrap();
        for host in [
            "127.0.0.1:8080",
            "localhost:8080",
            "LOCALHOST:8080",
            "[::1]:8080",
        ] {
            assert_eq!(
                check(&hosts, &headers(&[(header::HOST, host)]), None),
                Ok(())
            );
        }
        for host in [
            "evil.example:8080",
            "127.0.0.1:8081",
            "127.0.0.1",
            "localhost:8080@evil",
            "",
            "[::1",
        ] {
            let refused = check(&hosts, &headers(&[(header::HOST, host)]), None);
            assert!(refused.is_err(), "{host}");
        }
        assert!(check(&hosts, &HeaderMap::new(), None).is_err());
        let own = headers(&[
            (header::HOST, "127.0.0.1:8080"),
            (header::ORIGIN, "http://localhost:8080"),
        ]);
        assert_eq!(check(&hosts, &own, None), Ok(()));
        for origin in [
            "http://evil.example",
            "null",
            "https://127.0.0.1:8080",
            "file://",
        ] {
            let foreign = headers(&[(header::HOST, "127.0.0.1:8080"), (header::ORIGIN, origin)]);
            assert!(check(&hosts, &foreign, None).is_err(), "{origin}");
        }
        let target = Some("evil.example:8080");
        let own_host = headers(&[(header::HOST, "127.0.0.1:8080")]);
        assert!(check(&hosts, &own_host, target).is_err());
    }

    #[test]
    fn allowed_names_pass_at_the_servers_port_or_their_own() {
        let allowed = ["studio.lan".to_string(), "box:9000".to_string()];
        let hosts = Hosts::new("192.0.2.7:80".parse().unwrap(), &allowed).unwrap();
        let pass = |host: &str| check(&hosts, &headers(&[(header::HOST, host)]), None).is_ok();
        assert!(pass("192.0.2.7"));
        assert!(pass("192.0.2.7:80"));
        assert!(pass("studio.lan"));
        assert!(pass("box:9000"));
        assert!(!pass("box"));
        assert!(!pass("localhost"));
        assert!(Hosts::new("127.0.0.1:1".parse().unwrap(), &["a/b".to_string()]).is_err());
        assert!(Hosts::new("127.0.0.1:1".parse().unwrap(), &["a:x".to_string()]).is_err());
    }
}
