//! The studio (`attic serve`) over HTTP: every endpoint (`api`), runaway programs under load
//! (`load`), the pages in a real browser (`browser`, gated: it needs Chromium), and two
//! replicas behind nginx (`replicas`, gated: it needs nginx).

mod api;
mod browser;
mod load;
mod replicas;
mod safety;
