//! Structured control flow for the typed translation. The lowered code is a list of
//! instructions with jumps; here its graph of basic blocks becomes Rust `if`/`else`, labelled
//! `loop`s and labelled blocks left by `break` and `continue`, the way N. Ramsey's "Beyond
//! Relooper" (ICFP 2022) does it for any reducible graph:
//!
//! - the blocks are walked along their dominator tree;
//! - a block that a jump goes back to (a loop header) becomes a `loop` whose `continue` is
//!   that jump;
//! - a block reached by two or more forward jumps (a merge) is written once, after a labelled
//!   block holding the code of its immediate dominator, and those jumps `break` out of it;
//! - any other block is written where its only jump is.
//!
//! Every path of the result ends in a `break`, a `continue` or a `return`, so the tidying
//! pass may drop a `break` or `continue` that only says what falling through already does,
//! then any label left unused. A `go to` into a loop from outside it sets `label` and goes
//! through the header of each loop it enters (a [`Node::Resume`] there chooses the next
//! step), as an activation resumed at a label inside loops does. A graph that is still not
//! reducible (a loop with two entries: a `go to` from after a loop back into its body; a for
//! list of several elements) has no such form: [`Graph::of`] says so, and its code stays a
//! state machine over instruction numbers.

use std::collections::{BTreeMap, HashMap};
use std::fmt::Write as _;

use super::*;

/// What a node of the graph stands for.
#[derive(Debug, Clone)]
pub(super) enum Node {
    /// A basic block: the instructions `start .. end`.
    Instrs(usize, usize),
    /// The end of the code.
    Exit,
    /// The first node of a code that may be resumed: it chooses between the start and each
    /// label (number) by the `label` parameter.
    Dispatch(Vec<(u32, bool)>),
    /// Placed before a loop header on the way of a resumed activation to a label inside
    /// the loop: each (label, whether this is the last step) goes on to the label, or to the
    /// next inner loop holding it; anything else to the header.
    Resume(Vec<(u32, bool)>),
}

/// The graph of a code's basic blocks.
pub(super) struct Graph {
    nodes: Vec<Node>,
    succ: Vec<Vec<usize>>,
    /// The node that ends the code (`pc` past the last instruction).
    exit: usize,
    entry: usize,
    /// Node -> its number in reverse postorder (`usize::MAX` when unreachable).
    rpo: Vec<usize>,
    children: Vec<Vec<usize>>,
    header: Vec<bool>,
    merge: Vec<bool>,
    /// The jumps (node, which of its jumps) that go into a loop from outside it, through the
    /// loop's header: each sets `label` to the label it goes to.
    sets: HashMap<(usize, usize), u32>,
    /// Whether the code needs a `label` variable of its own (it is not resumed, whose
    /// parameter `label` serves).
    declares_label: bool,
}

/// The dominator tree and loops of a graph, or `None` when it is not reducible.
struct Shape {
    rpo: Vec<usize>,
    order: Vec<usize>,
    idom: Vec<usize>,
    header: Vec<bool>,
    merge: Vec<bool>,
}

fn shape(succ: &[Vec<usize>], entry: usize) -> Option<Shape> {
    let count = succ.len();
    // Reverse postorder, by an explicit stack (codes can be long).
    let mut post = Vec::with_capacity(count);
    let mut seen = vec![false; count];
    let mut stack: Vec<(usize, usize)> = vec![(entry, 0)];
    seen[entry] = true;
    while let Some(&mut (v, ref mut k)) = stack.last_mut() {
        if let Some(&w) = succ[v].get(*k) {
            *k += 1;
            if !seen[w] {
                seen[w] = true;
                stack.push((w, 0));
            }
        } else {
            post.push(v);
            stack.pop();
        }
    }
    let mut rpo = vec![usize::MAX; count];
    for (i, &v) in post.iter().rev().enumerate() {
        rpo[v] = i;
    }
    let order: Vec<usize> = post.iter().rev().copied().collect();
    let mut preds: Vec<Vec<usize>> = vec![Vec::new(); count];
    for &v in &order {
        for &w in &succ[v] {
            preds[w].push(v);
        }
    }
    // Dominators (Cooper, Harvey and Kennedy's iteration over reverse postorder).
    let mut idom = vec![usize::MAX; count];
    idom[entry] = entry;
    let mut changed = true;
    while changed {
        changed = false;
        for &v in order.iter().skip(1) {
            let mut new = usize::MAX;
            for &p in &preds[v] {
                if idom[p] == usize::MAX {
                    continue;
                }
                new = if new == usize::MAX {
                    p
                } else {
                    let (mut a, mut b) = (p, new);
                    while a != b {
                        while rpo[a] > rpo[b] {
                            a = idom[a];
                        }
                        while rpo[b] > rpo[a] {
                            b = idom[b];
                        }
                    }
                    a
                };
            }
            if idom[v] != new {
                idom[v] = new;
                changed = true;
            }
        }
    }
    let dominates = |a: usize, mut b: usize| -> bool {
        loop {
            if a == b {
                return true;
            }
            if b == entry {
                return false;
            }
            b = idom[b];
        }
    };
    let mut header = vec![false; count];
    let mut forward_in = vec![0usize; count];
    for &v in &order {
        for &w in &succ[v] {
            if rpo[w] <= rpo[v] {
                // A jump back: reducible only when it goes to a block that dominates it.
                if !dominates(w, v) {
                    return None;
                }
                header[w] = true;
            } else {
                forward_in[w] += 1;
            }
        }
    }
    let merge = forward_in.iter().map(|k| *k >= 2).collect();
    Some(Shape {
        rpo,
        order,
        idom,
        header,
        merge,
    })
}

/// Where the basic blocks of `code` start: at 0, at each jump's targets, after each jump,
/// and at each label an activation may resume at.
pub(super) fn block_starts(code: &Code, resume: &[(u32, usize)]) -> Vec<usize> {
    let n = code.instrs.len();
    let mut leaders: BTreeSet<usize> = BTreeSet::new();
    leaders.insert(0);
    for (i, ins) in code.instrs.iter().enumerate() {
        if let Some(ts) = jump_targets(ins, i + 1) {
            leaders.extend(ts);
            leaders.insert(i + 1);
        }
    }
    leaders.extend(resume.iter().map(|(_, at)| *at));
    leaders.into_iter().filter(|s| *s < n).collect()
}

impl Graph {
    /// The graph of `code`, entered at its start and at each label of `resume` (number,
    /// instruction); `None` when it is not reducible.
    ///
    /// A label inside loops is reached from the start of the code through the header of
    /// each loop that holds it, outermost first (a [`Node::Resume`] before each), so that
    /// every loop is still entered only at its header.
    pub(super) fn of(code: &Code, resume: &[(u32, usize)]) -> Option<Graph> {
        let n = code.instrs.len();
        let starts = block_starts(code, resume);
        let mut nodes = Vec::new();
        let mut node_at = HashMap::new();
        for (k, &s) in starts.iter().enumerate() {
            let e = starts.get(k + 1).copied().unwrap_or(n);
            node_at.insert(s, k);
            nodes.push(Node::Instrs(s, e));
        }
        let exit = nodes.len();
        nodes.push(Node::Exit);
        node_at.insert(n, exit);
        let node = |t: usize| -> usize { node_at.get(&t).copied().unwrap_or(exit) };
        let mut succ: Vec<Vec<usize>> = Vec::new();
        for v in &nodes[..exit] {
            let Node::Instrs(_, e) = *v else { continue };
            let last = &code.instrs[e - 1];
            let ts = jump_targets(last, e).unwrap_or_else(|| vec![e]);
            succ.push(ts.into_iter().map(node).collect());
        }
        succ.push(Vec::new());
        let start = node(0);
        // The loops of the code, by the text: a jump back from instruction `a` to the start
        // of node `h` makes `h` the header of a loop over the instructions between them.
        let mut reach: BTreeMap<usize, usize> = BTreeMap::new();
        for (v, ts) in succ.iter().enumerate() {
            let Node::Instrs(_, end) = nodes[v] else {
                continue;
            };
            for &t in ts {
                if let Node::Instrs(ts_start, _) = nodes[t] {
                    if ts_start < end {
                        let e = reach.entry(t).or_insert(end);
                        *e = (*e).max(end);
                    }
                }
            }
        }
        // The loops that hold instruction `at` strictly inside (not at their header) and do
        // not hold instruction `from`, outermost first.
        let holders = |at: usize, from: Option<usize>| -> Vec<usize> {
            let mut hs: Vec<(usize, usize)> = reach
                .iter()
                .filter_map(|(&h, &end)| {
                    let Node::Instrs(hs, _) = nodes[h] else {
                        return None;
                    };
                    let inside = hs < at && at < end;
                    let from_inside = from.is_some_and(|f| hs <= f && f < end);
                    (inside && !from_inside).then_some((end - hs, h))
                })
                .collect();
            hs.sort_by_key(|b| std::cmp::Reverse(b.0));
            hs.into_iter().map(|(_, h)| h).collect()
        };
        // A `go to` into a loop from outside it: (node, which jump, label, loops entered).
        let mut enters: Vec<(usize, usize, u32, Vec<usize>)> = Vec::new();
        for (v, ts) in succ.iter().enumerate() {
            let Node::Instrs(from, _) = nodes[v] else {
                continue;
            };
            for (i, &t) in ts.iter().enumerate() {
                let Node::Instrs(at, _) = nodes[t] else {
                    continue;
                };
                let hs = holders(at, Some(from));
                if hs.is_empty() {
                    continue;
                }
                // Only a `go to` names its target; the compiler's own jumps into what looks
                // like a loop (a for list's elements) are left for the check below.
                let Some(label) = code.labels.iter().position(|l| *l == at) else {
                    continue;
                };
                enters.push((v, i, label as u32, hs));
            }
        }
        let resumes: Vec<Vec<usize>> = resume.iter().map(|(_, at)| holders(*at, None)).collect();
        if resume.is_empty() && enters.is_empty() {
            return Graph::finish(nodes, succ, exit, start, HashMap::new(), false);
        }
        // A Resume node before each header on the way, every jump to the header going
        // through it.
        let mut before: HashMap<usize, usize> = HashMap::new();
        for hs in resumes.iter().chain(enters.iter().map(|e| &e.3)) {
            for &h in hs {
                if let std::collections::hash_map::Entry::Vacant(e) = before.entry(h) {
                    e.insert(nodes.len());
                    nodes.push(Node::Resume(Vec::new()));
                    succ.push(vec![h]);
                }
            }
        }
        for (v, ts) in succ.iter_mut().enumerate() {
            if matches!(nodes[v], Node::Resume(_)) {
                continue;
            }
            for t in ts.iter_mut() {
                if let Some(r) = before.get(t) {
                    *t = *r;
                }
            }
        }
        // The way to label `label` at instruction `at` through the headers `hs`.
        let route = |nodes: &mut Vec<Node>,
                     succ: &mut Vec<Vec<usize>>,
                     hs: &[usize],
                     label: u32,
                     at: usize| {
            let l = node(at);
            let l_in = before.get(&l).copied().unwrap_or(l);
            for (k, h) in hs.iter().enumerate() {
                let last = k + 1 == hs.len();
                let to = if last { l_in } else { before[&hs[k + 1]] };
                let r = before[h];
                if let Node::Resume(arms) = &mut nodes[r] {
                    if arms.iter().any(|(a, _)| *a == label) {
                        continue;
                    }
                    arms.push((label, last));
                }
                succ[r].push(to);
            }
            l_in
        };
        let mut sets = HashMap::new();
        for (v, i, label, hs) in &enters {
            let at = code.labels[*label as usize];
            route(&mut nodes, &mut succ, hs, *label, at);
            succ[*v][*i] = before[&hs[0]];
            sets.insert((*v, *i), *label);
        }
        let first = before.get(&start).copied().unwrap_or(start);
        if resume.is_empty() {
            return Graph::finish(nodes, succ, exit, first, sets, true);
        }
        let mut labels = Vec::new();
        let mut dispatch_to = vec![first];
        for (&(label, at), hs) in resume.iter().zip(&resumes) {
            let l_in = route(&mut nodes, &mut succ, hs, label, at);
            labels.push((label, hs.is_empty()));
            dispatch_to.push(hs.first().map_or(l_in, |h| before[h]));
        }
        dispatch_to.push(exit);
        let d = nodes.len();
        nodes.push(Node::Dispatch(labels));
        succ.push(dispatch_to);
        Graph::finish(nodes, succ, exit, d, sets, false)
    }

    fn finish(
        nodes: Vec<Node>,
        succ: Vec<Vec<usize>>,
        exit: usize,
        entry: usize,
        sets: HashMap<(usize, usize), u32>,
        declares_label: bool,
    ) -> Option<Graph> {
        let sh = shape(&succ, entry)?;
        let mut children = vec![Vec::new(); succ.len()];
        for &v in sh.order.iter().skip(1) {
            children[sh.idom[v]].push(v);
        }
        // Every jump to the end is a `return` where it is, not a `break` to a block around
        // the whole code.
        let mut merge = sh.merge;
        if let Some(m) = merge.get_mut(exit) {
            *m = false;
        }
        Some(Graph {
            nodes,
            succ,
            exit,
            entry,
            rpo: sh.rpo,
            children,
            header: sh.header,
            merge,
            sets,
            declares_label,
        })
    }

    /// The first instruction of node `v`'s code (`n` for the end).
    fn start_of(&self, v: usize, n: usize) -> usize {
        match self.nodes[v] {
            Node::Instrs(s, _) => s,
            Node::Resume(_) => self.start_of(self.succ[v][0], n),
            Node::Exit | Node::Dispatch(_) => n,
        }
    }
}

/// A statement of the structured form, before it is written.
#[derive(Debug)]
enum S {
    Text(String),
    Return(String),
    If(String, Vec<S>, Vec<S>),
    Match(String, Vec<(String, Vec<S>)>),
    Block(String, Vec<S>),
    Loop(String, Vec<S>),
    Break(String),
    Continue(String),
}

fn jump_targets(ins: &Instr, next: usize) -> Option<Vec<usize>> {
    Some(match ins {
        Instr::Jump(to) | Instr::GotoLocal { to, .. } => vec![*to],
        Instr::JumpUnless { to, .. } => vec![next, *to],
        Instr::ForTest { exit, .. } => vec![*exit, next],
        Instr::ForStep { body, exit, .. } => vec![*exit, *body],
        Instr::ForDispatch { to, .. } => to.clone(),
        Instr::Goto { .. } => Vec::new(),
        _ => return None,
    })
}

/// Writes a code's structured form.
struct Writer<'g, 'x, 't, 'a> {
    ty: &'x mut Typed<'t, 'a>,
    g: &'g Graph,
    uid: u32,
    code: &'a Code,
    /// The statement that ends the code.
    exit: String,
    /// `(loop label, block label)` of each node, given when first needed.
    names: HashMap<usize, String>,
    used: BTreeSet<String>,
    last_line: Option<usize>,
}

impl<'t, 'a> Typed<'t, 'a> {
    /// The code's instructions as structured Rust, ending with `exit`; `resume` names the
    /// labels (number, instruction) an unwinding `go to` may resume at, chosen by the
    /// function's `label` parameter. `Ok(None)` when the graph is not reducible.
    pub(super) fn structured(
        &mut self,
        uid: u32,
        code: &'a Code,
        resume: &[(u32, usize)],
        exit: &str,
    ) -> Result<Option<String>, Why> {
        let Some(g) = Graph::of(code, resume) else {
            return Ok(None);
        };
        let mut w = Writer {
            ty: self,
            g: &g,
            uid,
            code,
            exit: exit.to_string(),
            names: HashMap::new(),
            used: BTreeSet::new(),
            last_line: None,
        };
        let mut list = Vec::new();
        w.tree(g.entry, &mut list)?;
        let list = tidy(list, None);
        let mut out = String::new();
        if g.declares_label {
            out.push_str("// The label a `go to` into a loop is going to, through the loop's header.\nlet mut label: Option<u32> = None;\n");
        }
        write_list(&mut out, &list, &count_targets(&list));
        Ok(Some(out))
    }
}

impl<'g, 'x, 't, 'a> Writer<'g, 'x, 't, 'a> {
    /// A label for node `v`'s loop (`loop_`) or the block it follows (`at_`): the line it
    /// starts at.
    fn name(&mut self, v: usize, kind: &str) -> String {
        let key = v * 2 + usize::from(kind == "at_");
        if let Some(n) = self.names.get(&key) {
            return n.clone();
        }
        let s = self.g.start_of(v, self.code.instrs.len());
        let line = self.code.instrs[s..]
            .iter()
            .find_map(|i| i.site().and_then(|site| self.ty.t.line_of(site)));
        let base = match (line, v == self.g.exit) {
            (_, true) => format!("'{kind}end"),
            (Some(l), _) => format!("'{kind}{l}"),
            (None, _) => format!("'{kind}end"),
        };
        let mut name = base.clone();
        let mut k = 2;
        while self.used.contains(&name) {
            name = format!("{base}_{k}");
            k += 1;
        }
        self.used.insert(name.clone());
        self.names.insert(key, name.clone());
        name
    }

    /// Node `v` and what it dominates, appended to `list`: the tail of each node (its last
    /// merge) is written in the same list, not nested, so a long straight code does not
    /// recurse deeply.
    fn tree(&mut self, mut v: usize, list: &mut Vec<S>) -> Result<(), Why> {
        loop {
            if self.g.header[v] || self.g.merge[v] {
                self.last_line = None;
            }
            let mut merges: Vec<usize> = self.g.children[v]
                .iter()
                .copied()
                .filter(|c| self.g.merge[*c])
                .collect();
            merges.sort_by_key(|c| std::cmp::Reverse(self.g.rpo[*c]));
            let own = if self.g.header[v] {
                let label = self.name(v, "loop_");
                let body = self.within(v, &merges)?;
                vec![S::Loop(label, body)]
            } else if let Some((first, rest)) = merges.split_first() {
                let label = self.name(*first, "at_");
                let body = self.within(v, rest)?;
                list.push(S::Block(label, body));
                v = *first;
                continue;
            } else {
                self.within(v, &[])?
            };
            list.extend(own);
            return Ok(());
        }
    }

    /// Node `v`'s code inside the blocks its merges (latest first) follow.
    fn within(&mut self, v: usize, merges: &[usize]) -> Result<Vec<S>, Why> {
        if let Some((first, rest)) = merges.split_first() {
            let label = self.name(*first, "at_");
            let body = self.within(v, rest)?;
            let mut list = vec![S::Block(label, body)];
            self.tree(*first, &mut list)?;
            return Ok(list);
        }
        self.node_code(v)
    }

    /// A node's instructions, its last one (a jump) as branches.
    fn node_code(&mut self, v: usize) -> Result<Vec<S>, Why> {
        let mut list = Vec::new();
        let g = self.g;
        let (s, e) = match &g.nodes[v] {
            Node::Instrs(s, e) => (*s, *e),
            Node::Exit => {
                list.push(S::Return(self.exit.clone()));
                return Ok(list);
            }
            Node::Dispatch(arms) | Node::Resume(arms) => {
                // A resumed activation goes on at its label (through the headers of the
                // loops that hold it); a new one, or one past every resumed label, the
                // usual way.
                let first = matches!(g.nodes[v], Node::Dispatch(_));
                let mut list_arms = Vec::new();
                if first {
                    list_arms.push(("None".to_string(), self.branch(v, g.succ[v][0], None)?));
                }
                for (k, (label, last)) in arms.iter().enumerate() {
                    let reset = last.then(|| "label = None;\n".to_string());
                    let to = g.succ[v][k + 1];
                    list_arms.push((format!("Some({label})"), self.branch(v, to, reset)?));
                }
                let other = if first {
                    *g.succ[v].last().unwrap_or(&g.exit)
                } else {
                    g.succ[v][0]
                };
                list_arms.push(("_".into(), self.branch(v, other, None)?));
                list.push(S::Match("label".into(), list_arms));
                return Ok(list);
            }
        };
        let code = self.code;
        let uid = self.uid;
        for at in s..e {
            let ins = &code.instrs[at];
            if at + 1 == e && jump_targets(ins, e).is_some() {
                self.jump_code(v, ins, at, &mut list)?;
                return Ok(list);
            }
            let text = self.ty.instr(uid, ins, at, &mut self.last_line)?;
            list.push(S::Text(text));
        }
        list.extend(self.edge(v, 0, None)?);
        Ok(list)
    }

    fn comment(&mut self, ins: &Instr, list: &mut Vec<S>) {
        let text = self.ty.line_comment(ins, &mut self.last_line);
        if !text.is_empty() {
            list.push(S::Text(text));
        }
    }

    /// A jump instruction `ins` at `at`, ending node `v`.
    fn jump_code(
        &mut self,
        v: usize,
        ins: &Instr,
        at: usize,
        list: &mut Vec<S>,
    ) -> Result<(), Why> {
        self.comment(ins, list);
        let uid = self.uid;
        let g = self.g;
        let succ = &g.succ[v];
        // A jump back in the text counts a step, as the machine form did.
        let step = |to: usize, site: Option<Site>, ty: &mut Typed| -> Option<String> {
            (to <= at).then(|| {
                let s = site.map_or(0, |s| ty.t.site(s));
                format!("rt.step(Some({s}))?;\n")
            })
        };
        match ins {
            Instr::Jump(to) => {
                let st = step(*to, None, self.ty);
                list.extend(self.edge(v, 0, st)?);
            }
            Instr::GotoLocal { to, site } => {
                let st = step(*to, Some(*site), self.ty);
                list.extend(self.edge(v, 0, st)?);
            }
            Instr::JumpUnless { cond, to, site } => {
                let s = self.ty.t.site(*site);
                let (c, ct) = self.ty.expr(uid, cond)?;
                let c = self.ty.convert(c, ct, T::Bool, s)?.to_string();
                let st = step(*to, Some(*site), self.ty);
                let then = self.edge(v, 0, None)?;
                let els = self.edge(v, 1, st)?;
                list.push(S::If(c, then, els));
            }
            Instr::ForTest {
                var,
                step: b,
                limit,
                exit,
                site,
            } => {
                let s = self.ty.t.site(*site);
                let test = self.ty.exhausted(uid, var, b, limit, s)?;
                let st = step(*exit, Some(*site), self.ty);
                let done = self.edge(v, 0, st)?;
                let go = self.edge(v, 1, None)?;
                list.push(S::If(test, done, go));
            }
            Instr::ForStep {
                target,
                var,
                step: b,
                limit,
                site,
                ..
            } => {
                let s = self.ty.t.site(*site);
                let (x, xt) = self.ty.expr(uid, var)?;
                let (y, yt) = self.ty.expr(uid, b)?;
                let sum = self.ty.binary(BinaryOp::Add, (x, xt), (y, yt), s)?;
                let store = self.ty.store(uid, target, sum.0, sum.1, s)?;
                list.push(S::Text(format!("{store}\n")));
                let test = self.ty.exhausted(uid, var, b, limit, s)?;
                let done = self.edge(v, 0, None)?;
                let again = self.edge(v, 1, Some(format!("rt.step(Some({s}))?;\n")))?;
                list.push(S::If(test, done, again));
            }
            Instr::ForDispatch { slot, site, .. } => {
                let s = self.ty.t.site(*site);
                let f = self.ty.field(uid, Addr { up: 0, slot: *slot })?;
                let mut arms = Vec::new();
                for k in 0..succ.len() {
                    arms.push((k.to_string(), self.edge(v, k, None)?));
                }
                arms.push((
                    "_".into(),
                    vec![S::Return(format!(
                        "return rt.internal(\"for-list element out of range\", {s});"
                    ))],
                ));
                list.push(S::Match(format!("rt.element_of({f}.get(), {s})?"), arms));
            }
            Instr::Goto { .. } => {
                let text = self.ty.instr(uid, ins, at, &mut self.last_line)?;
                list.push(S::Return(text));
            }
            _ => return Err("a jump of an unknown kind".into()),
        }
        Ok(())
    }

    /// Node `v`'s jump number `i`, after `before` (a step) if given; a jump into a loop from
    /// outside it first says which label it is going to.
    fn edge(&mut self, v: usize, i: usize, before: Option<String>) -> Result<Vec<S>, Why> {
        let g = self.g;
        let before = match (g.sets.get(&(v, i)), before) {
            (Some(l), b) => Some(format!("{}label = Some({l});\n", b.unwrap_or_default())),
            (None, b) => b,
        };
        self.branch(v, g.succ[v][i], before)
    }

    /// Control passing from node `from` to node `to`, after `before` (a step) if given.
    fn branch(&mut self, from: usize, to: usize, before: Option<String>) -> Result<Vec<S>, Why> {
        let mut list: Vec<S> = before.into_iter().map(S::Text).collect();
        if to == self.g.exit {
            list.push(S::Return(self.exit.clone()));
        } else if self.g.rpo[to] <= self.g.rpo[from] {
            list.push(S::Continue(self.name(to, "loop_")));
        } else if self.g.merge[to] {
            list.push(S::Break(self.name(to, "at_")));
        } else {
            self.tree(to, &mut list)?;
        }
        Ok(list)
    }
}

/// Whether control never falls out of the end of `list`.
fn diverges(list: &[S]) -> bool {
    match list.last() {
        Some(S::Return(_) | S::Break(_) | S::Continue(_)) => true,
        Some(S::If(_, a, b)) => diverges(a) && diverges(b),
        Some(S::Match(_, arms)) => arms.iter().all(|(_, a)| diverges(a)),
        Some(S::Loop(..)) => true,
        _ => false,
    }
}

/// Drops a `break`, `continue` or `return` at the end of `list` that goes where falling out
/// of it already goes (`fall`: the label of the block ending there, the loop going round, or
/// the `return` that follows).
fn strip_tail(list: &mut Vec<S>, fall: &S) {
    match list.last_mut() {
        Some(S::Break(l)) if matches!(fall, S::Break(f) if f == l) => {
            list.pop();
        }
        Some(S::Continue(l)) if matches!(fall, S::Continue(f) if f == l) => {
            list.pop();
        }
        Some(S::Return(r)) if matches!(fall, S::Return(f) if f == r) => {
            list.pop();
        }
        Some(S::If(_, a, b)) => {
            strip_tail(a, fall);
            strip_tail(b, fall);
        }
        Some(S::Match(_, arms)) => {
            for (_, a) in arms {
                strip_tail(a, fall);
            }
        }
        Some(S::Block(_, body)) => strip_tail(body, fall),
        _ => {}
    }
}

/// The tidy form of `list`: jumps that say what falling through does dropped, an `if` whose
/// first arm never falls through written without `else`.
fn tidy(list: Vec<S>, fall: Option<&S>) -> Vec<S> {
    let mut out: Vec<S> = Vec::new();
    let n = list.len();
    // Falling out of a statement followed by a `return` returns: the same `return` at the
    // end of its arms says nothing.
    let next_returns: Vec<Option<S>> = (0..n)
        .map(|k| match list.get(k + 1) {
            Some(S::Return(r)) => Some(S::Return(r.clone())),
            _ => None,
        })
        .collect();
    for (k, s) in list.into_iter().enumerate() {
        let last = k + 1 == n;
        let inner_fall = if last { fall } else { next_returns[k].as_ref() };
        match s {
            S::Block(l, body) => {
                let mut body = tidy(body, Some(&S::Break(l.clone())));
                strip_tail(&mut body, &S::Break(l.clone()));
                out.push(S::Block(l, body));
            }
            S::Loop(l, body) => {
                let mut body = tidy(body, Some(&S::Continue(l.clone())));
                strip_tail(&mut body, &S::Continue(l.clone()));
                out.push(S::Loop(l, body));
            }
            S::If(c, a, b) => {
                let mut a = tidy(a, inner_fall);
                let mut b = tidy(b, inner_fall);
                if let Some(f) = inner_fall {
                    strip_tail(&mut a, f);
                    strip_tail(&mut b, f);
                }
                // Both arms returning the same way: one `return` after the `if`, which keeps
                // the source's `if`/`else`.
                if let (Some(S::Return(x)), Some(S::Return(y))) = (a.last(), b.last()) {
                    if x == y {
                        let r = x.clone();
                        a.pop();
                        b.pop();
                        out.push(S::If(c, a, b));
                        out.push(S::Return(r));
                        continue;
                    }
                }
                if !b.is_empty() && diverges(&a) {
                    if let Some(S::Return(r)) = b.first() {
                        strip_tail(&mut a, &S::Return(r.clone()));
                    }
                    out.push(S::If(c, a, Vec::new()));
                    out.extend(b);
                } else {
                    out.push(S::If(c, a, b));
                }
            }
            S::Match(e, arms) => {
                let arms = arms
                    .into_iter()
                    .map(|(p, a)| {
                        let mut a = tidy(a, inner_fall);
                        if let Some(f) = inner_fall {
                            strip_tail(&mut a, f);
                        }
                        (p, a)
                    })
                    .collect();
                out.push(S::Match(e, arms));
            }
            other => out.push(other),
        }
    }
    out
}

/// How many jumps name each label.
fn count_targets(list: &[S]) -> HashMap<String, usize> {
    fn walk(list: &[S], m: &mut HashMap<String, usize>) {
        for s in list {
            match s {
                S::Break(l) | S::Continue(l) => *m.entry(l.clone()).or_default() += 1,
                S::If(_, a, b) => {
                    walk(a, m);
                    walk(b, m);
                }
                S::Match(_, arms) => arms.iter().for_each(|(_, a)| walk(a, m)),
                S::Block(_, b) | S::Loop(_, b) => walk(b, m),
                _ => {}
            }
        }
    }
    let mut m = HashMap::new();
    walk(list, &mut m);
    m
}

fn write_list(out: &mut String, list: &[S], used: &HashMap<String, usize>) {
    for s in list {
        match s {
            S::Text(t) => out.push_str(t),
            S::Return(t) => {
                out.push_str(t);
                if !t.ends_with('\n') {
                    out.push('\n');
                }
            }
            S::Break(l) => {
                let _ = writeln!(out, "break {l};");
            }
            S::Continue(l) => {
                let _ = writeln!(out, "continue {l};");
            }
            S::If(c, a, b) => {
                let (c, a, b) = if a.is_empty() && !b.is_empty() {
                    (negate(c), b, a)
                } else {
                    (c.clone(), a, b)
                };
                // A lone jump fits on the line of its test.
                let jump = match a.as_slice() {
                    [S::Break(l)] if b.is_empty() => Some(format!("break {l};")),
                    [S::Continue(l)] if b.is_empty() => Some(format!("continue {l};")),
                    [S::Return(r)] if b.is_empty() && !r.trim_end().contains('\n') => {
                        Some(r.trim_end().to_string())
                    }
                    _ => None,
                };
                if let Some(jump) = jump {
                    let _ = writeln!(out, "if {c} {{ {jump} }}");
                    continue;
                }
                let _ = writeln!(out, "if {c} {{");
                write_list(out, a, used);
                if b.is_empty() {
                    out.push_str("}\n");
                } else {
                    out.push_str("} else {\n");
                    write_list(out, b, used);
                    out.push_str("}\n");
                }
            }
            S::Match(e, arms) => {
                let _ = writeln!(out, "match {e} {{");
                // Neighbouring arms that do nothing (labels that only pass through here on
                // their way to an inner loop) share one line.
                let mut idle: Vec<&str> = Vec::new();
                for (p, a) in arms {
                    if a.is_empty() && p != "_" {
                        idle.push(p);
                        continue;
                    }
                    if !idle.is_empty() {
                        let _ = writeln!(out, "{} => {{}}", idle.join(" | "));
                        idle.clear();
                    }
                    let _ = writeln!(out, "{p} => {{");
                    write_list(out, a, used);
                    out.push_str("}\n");
                }
                if !idle.is_empty() {
                    let _ = writeln!(out, "{} => {{}}", idle.join(" | "));
                }
                out.push_str("}\n");
            }
            S::Block(l, body) => {
                if used.contains_key(l) {
                    let _ = writeln!(out, "{l}: {{");
                    write_list(out, body, used);
                    out.push_str("}\n");
                } else {
                    write_list(out, body, used);
                }
            }
            S::Loop(l, body) => {
                if used.contains_key(l) {
                    let _ = writeln!(out, "{l}: loop {{");
                } else {
                    out.push_str("loop {\n");
                }
                write_list(out, body, used);
                out.push_str("}\n");
            }
        }
    }
}

/// `!c`, without doubling the parentheses of a condition already in one group.
fn negate(c: &str) -> String {
    if let Some(inner) = c.strip_prefix('!') {
        if is_one_group(inner) {
            return inner.to_string();
        }
    }
    if is_one_group(c) {
        format!("!{c}")
    } else {
        format!("!({c})")
    }
}
