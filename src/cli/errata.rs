//! `attic errata`: the walk from the printed 1966 listing to the corrected one, one erratum
//! at a time, then the findings F1-F5 as measured experiments and the four readings of the king expression; `--upto ID` prints the
//! listing with the errata up to ID applied. Exits 0 when the walk ran, 2 on trouble.

use std::io::IsTerminal;

use attic::diff::play::Likeness;
use attic::diff::{html, report, walk};
use clap::Args;

use super::diff::{as_trouble, create_html, end_progress, trouble, write_html, PlanArgs};
use super::{print, CliResult, Failure};

#[derive(Debug, Args)]
pub struct ErrataArgs {
    /// Print the listing with the errata up to this one applied (E1, E2, ...), and stop.
    #[arg(long)]
    pub upto: Option<String>,
    /// How the errata's steps read `+` and `-` on bit strings (the findings fix their own).
    #[arg(long, value_enum, default_value_t = super::cpl::ReadingArg::Set)]
    pub reading: super::cpl::ReadingArg,
    /// How tightly the steps' `∧`, `∨` and `≡` bind against `+` and `-` (F5 measures both).
    #[arg(long, value_enum, default_value_t = super::cpl::AndBindsArg::Tighter)]
    pub and_binds: super::cpl::AndBindsArg,
    #[command(flatten)]
    pub plan: PlanArgs,
}

pub fn errata(args: &ErrataArgs) -> CliResult {
    if let Some(id) = &args.upto {
        let text = walk::listing_upto(Some(id)).map_err(|e| Failure::new(Failure::USAGE, e))?;
        return print(&text).map_err(as_trouble);
    }
    let plan = args.plan.plan(Likeness::Exact, 8);
    let page = create_html(args.plan.html.as_deref())?;
    let terminal = std::io::stderr().is_terminal();
    let readings = super::cpl::readings(args.reading, args.and_binds);
    let result = walk::walk_with(&plan, readings, &args.plan.limits(), &mut |what, p| {
        if terminal && p.compared.is_multiple_of(1024) {
            say_part!(
                "\r{what}: {} positions compared, {} differences",
                p.compared,
                p.differences
            );
        }
    });
    end_progress();
    let w = result.map_err(trouble)?;
    print(&report::walk(&w, std::io::stdout().is_terminal())).map_err(as_trouble)?;
    if page.is_some() {
        write_html(page, &html::walk_page(&w))?;
    }
    Ok(())
}
