//! Name resolution: scopes, declarations and the static checks of the syntax tree, feeding
//! the lowering to the resolved form ([`super::lower`]) that the interpreter runs.
//!
//! One pass walks the tree: each block opens a scope and a frame, its declarations and labels
//! are declared before its statements are lowered, and every use of a name is looked up here.
//! Errors found here (undeclared or misused names, a name declared twice, wrong parameter
//! counts) are diagnostics with the source position.

use std::collections::HashMap;

use super::ast::*;
use super::lower::*;
use crate::diagnostic::{Diagnostic, Source};

// ---------------------------------------------------------------------------------------------
// The compiler

#[derive(Debug, Clone)]
pub(super) enum Entity {
    Var {
        depth: u32,
        slot: u32,
        ty: Option<Type>,
    },
    Array {
        depth: u32,
        slot: u32,
    },
    Own {
        index: u32,
        ty: Type,
    },
    OwnArray {
        index: u32,
    },
    Formal {
        depth: u32,
        slot: u32,
        spec: Option<Specifier>,
    },
    Proc {
        depth: u32,
        id: u32,
        nparams: usize,
    },
    Label {
        depth: u32,
        label: u32,
    },
    Switch {
        depth: u32,
        id: u32,
    },
}

pub(super) struct Scope {
    pub(super) names: HashMap<String, (Entity, Span)>,
}

pub(super) struct FrameBuilder {
    pub(super) code: Code,
    /// Label number -> position, once known.
    pub(super) label_pos: Vec<Option<usize>>,
    /// Jumps to patch: (instruction index, label number).
    pub(super) pending: Vec<(usize, u32)>,
}

pub(super) struct Compiler<'s> {
    pub(super) source: &'s Source,
    pub(super) scopes: Vec<Scope>,
    pub(super) frames: Vec<FrameBuilder>,
    pub(super) blocks: Vec<Code>,
    pub(super) procs: Vec<Option<ProcInfo>>,
    pub(super) switches: Vec<Option<SwitchInfo>>,
    pub(super) owns: Vec<SlotInit>,
    pub(super) own_names: Vec<String>,
    pub(super) sites: Vec<(Span, String)>,
    pub(super) call_args: HashMap<Site, Vec<Span>>,
    /// Procedures whose bodies enclose the code being compiled: (id, frame depth).
    pub(super) proc_stack: Vec<(u32, u32)>,
    /// Codes numbered so far (see [`Code::uid`]).
    pub(super) uids: u32,
}

pub(super) type Res<T> = Result<T, Diagnostic>;

/// Resolves a parsed program.
pub fn compile(source: &Source, program: &Program) -> Res<CProgram> {
    let mut c = Compiler {
        source,
        scopes: Vec::new(),
        frames: Vec::new(),
        blocks: Vec::new(),
        procs: Vec::new(),
        switches: Vec::new(),
        owns: Vec::new(),
        own_names: Vec::new(),
        sites: Vec::new(),
        call_args: HashMap::new(),
        proc_stack: Vec::new(),
        uids: 0,
    };
    c.push_frame();
    c.scopes.push(Scope {
        names: HashMap::new(),
    });
    c.body_statement(&program.body)?;
    let main = c.pop_frame()?;
    let procs = c
        .procs
        .into_iter()
        .collect::<Option<Vec<_>>>()
        .ok_or_else(|| source.error(Span::default(), "a procedure was left uncompiled"))?;
    let switches = c
        .switches
        .into_iter()
        .collect::<Option<Vec<_>>>()
        .ok_or_else(|| source.error(Span::default(), "a switch was left uncompiled"))?;
    Ok(CProgram {
        main,
        blocks: c.blocks,
        procs,
        switches,
        owns: c.owns,
        own_names: c.own_names,
        sites: c.sites,
        call_args: c.call_args,
        io_library: super::io::Library::Reference,
    })
}

pub(super) fn labels_of(s: &Statement, out: &mut Vec<Ident>) {
    out.extend(s.labels.iter().cloned());
    match &s.kind {
        StatementKind::Compound { body, .. } => body.iter().for_each(|t| labels_of(t, out)),
        StatementKind::If {
            then, otherwise, ..
        } => {
            labels_of(then, out);
            if let Some(o) = otherwise {
                labels_of(o, out);
            }
        }
        StatementKind::For { body, .. } => labels_of(body, out),
        _ => {}
    }
}

impl<'s> Compiler<'s> {
    pub(super) fn err(&self, span: Span, msg: impl Into<String>) -> Diagnostic {
        self.source.error(span, msg)
    }

    pub(super) fn site(&mut self, span: Span, name: &str) -> Site {
        self.sites.push((span, name.to_string()));
        (self.sites.len() - 1) as Site
    }

    pub(super) fn depth(&self) -> u32 {
        (self.frames.len() - 1) as u32
    }

    pub(super) fn frame(&mut self) -> &mut FrameBuilder {
        let last = self.frames.len() - 1;
        &mut self.frames[last]
    }

    pub(super) fn code_len(&self) -> usize {
        self.frames.last().map_or(0, |f| f.code.instrs.len())
    }

    pub(super) fn emit(&mut self, i: Instr) -> usize {
        let f = self.frame();
        f.code.instrs.push(i);
        f.code.instrs.len() - 1
    }

    pub(super) fn new_slot(&mut self, init: SlotInit, name: &str) -> u32 {
        let f = self.frame();
        f.code.slots.push(init);
        f.code.slot_names.push(name.to_string());
        (f.code.slots.len() - 1) as u32
    }

    pub(super) fn push_frame(&mut self) {
        let uid = self.uids;
        self.uids += 1;
        let parent = self.frames.last().map(|f| f.code.uid);
        self.frames.push(FrameBuilder {
            code: Code {
                uid,
                parent,
                ..Code::default()
            },
            label_pos: Vec::new(),
            pending: Vec::new(),
        });
    }

    pub(super) fn pop_frame(&mut self) -> Res<Code> {
        let mut f = self
            .frames
            .pop()
            .ok_or_else(|| self.err(Span::default(), "frame stack underflow"))?;
        for (at, label) in std::mem::take(&mut f.pending) {
            let pos = f
                .label_pos
                .get(label as usize)
                .copied()
                .flatten()
                .unwrap_or(0);
            if let Instr::GotoLocal { to, .. } = &mut f.code.instrs[at] {
                *to = pos;
            }
        }
        f.code.labels = f.label_pos.iter().map(|p| p.unwrap_or(0)).collect();
        Ok(f.code)
    }

    pub(super) fn declare(&mut self, id: &Ident, e: Entity) -> Res<()> {
        let scope = self
            .scopes
            .last_mut()
            .ok_or_else(|| self.source.error(id.span, "no scope"))?;
        if let Some((_, first)) = scope.names.get(&id.name) {
            let first = *first;
            return Err(self
                .err(
                    id.span,
                    format!("`{}` is declared twice in one block", id.text),
                )
                .with_note("the first declaration is here", self.source.locate(first)));
        }
        scope.names.insert(id.name.clone(), (e, id.span));
        Ok(())
    }

    pub(super) fn lookup(&self, id: &Ident) -> Option<Entity> {
        self.scopes
            .iter()
            .rev()
            .find_map(|s| s.names.get(&id.name).map(|(e, _)| e.clone()))
    }

    pub(super) fn up(&self, depth: u32) -> u32 {
        self.depth() - depth
    }

    /// Declares the labels of the statements of the current block (inside compound, if and
    /// for statements, not inside nested blocks).
    pub(super) fn declare_labels(&mut self, stmts: &[&Statement]) -> Res<()> {
        let mut labels = Vec::new();
        for s in stmts {
            labels_of(s, &mut labels);
        }
        for l in labels {
            let number = self.frame().label_pos.len() as u32;
            self.frame().label_pos.push(None);
            self.frame().code.label_names.push(l.text.clone());
            let depth = self.depth();
            self.declare(
                &l,
                Entity::Label {
                    depth,
                    label: number,
                },
            )?;
        }
        Ok(())
    }

    pub(super) fn procs_ty(&self, _id: u32) -> Option<Type> {
        // The result slot is typed by its SlotInit; the target coerces by the value it holds.
        None
    }

    pub(super) fn undeclared(&self, id: &Ident) -> Diagnostic {
        let mut message = format!("`{}` is not declared", id.text);
        // An all-Latin spelling of a Cyrillic name (`MAT1` for `МАТ1`) stays Latin: say so.
        let cyrillic = super::parse::as_cyrillic(&id.name);
        if cyrillic != id.name && self.scopes.iter().any(|s| s.names.contains_key(&cyrillic)) {
            message.push_str(&format!(
                " (`{cyrillic}` is: Latin look-alike letters read as Cyrillic only in a name \
                 that has a Cyrillic letter)"
            ));
        }
        self.err(id.span, message)
    }
}
