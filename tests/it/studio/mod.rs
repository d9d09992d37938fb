//! The studio (`attic serve`) over HTTP: every endpoint (`api`), runaway programs under load
//! (`load`), and the pages in a real browser (`browser`, gated: it needs Chromium).

mod api;
mod browser;
mod load;
mod safety;
