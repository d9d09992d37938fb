//! Blocks, procedure bodies and statements -> instructions: declarations take frame slots,
//! compound, conditional and for statements dissolve into jumps in their block's code.

use std::collections::HashMap;

use super::*;
use crate::algol::resolve::*;

impl Compiler<'_> {
    // -----------------------------------------------------------------------------------------
    // Blocks and statements

    /// The program body: a block or a compound statement, in the outermost frame.
    pub(in crate::algol) fn body_statement(&mut self, s: &Statement) -> Res<()> {
        self.declare_labels(&[s])?;
        match &s.kind {
            StatementKind::Block(b) if s.labels.is_empty() => self.block_contents(b),
            _ => self.statement(s),
        }
    }

    /// Declarations and statements of a block, compiled into the current frame and a new
    /// scope.
    pub(in crate::algol) fn block_contents(&mut self, b: &Block) -> Res<()> {
        self.scopes.push(Scope {
            names: HashMap::new(),
        });
        let stmts: Vec<&Statement> = b.body.iter().collect();
        self.declare_labels(&stmts)?;
        let depth = self.depth();
        let mut procs = Vec::new();
        let mut switches = Vec::new();
        let mut inits = Vec::new();
        for d in &b.declarations {
            match d {
                Declaration::Simple { own, ty, names, .. } => {
                    for n in names {
                        let e = if *own {
                            self.owns.push(SlotInit::Typed(*ty));
                            self.own_names.push(n.text.clone());
                            Entity::Own {
                                index: (self.owns.len() - 1) as u32,
                                ty: *ty,
                            }
                        } else {
                            let slot = self.new_slot(SlotInit::Typed(*ty), &n.text);
                            Entity::Var {
                                depth,
                                slot,
                                ty: Some(*ty),
                            }
                        };
                        self.declare(n, e)?;
                    }
                }
                Declaration::Array {
                    own, ty, segments, ..
                } => {
                    for seg in segments {
                        let mut places = Vec::new();
                        for n in &seg.names {
                            let e = if *own {
                                self.owns.push(SlotInit::Dynamic);
                                self.own_names.push(n.text.clone());
                                let index = (self.owns.len() - 1) as u32;
                                places.push(index);
                                Entity::OwnArray { index }
                            } else {
                                let slot = self.new_slot(SlotInit::Dynamic, &n.text);
                                places.push(slot);
                                Entity::Array { depth, slot }
                            };
                            self.declare(n, e)?;
                        }
                        inits.push((*own, ty.unwrap_or(Type::Real), places, seg));
                    }
                }
                Declaration::Switch { name, elements, .. } => {
                    self.switches.push(None);
                    let id = (self.switches.len() - 1) as u32;
                    self.declare(name, Entity::Switch { depth, id })?;
                    switches.push((id, name, elements));
                }
                Declaration::Procedure(p) => {
                    self.procs.push(None);
                    let id = (self.procs.len() - 1) as u32;
                    self.declare(
                        &p.name,
                        Entity::Proc {
                            depth,
                            id,
                            nparams: p.params.len(),
                        },
                    )?;
                    procs.push((id, p));
                }
            }
        }
        for (own, ty, places, seg) in inits {
            let mut bounds = Vec::new();
            for (lo, hi) in &seg.bounds {
                bounds.push((self.expr(lo)?, self.expr(hi)?));
            }
            let first = &seg.names[0];
            let site = self.site(first.span, &first.text);
            let init = if own {
                Init::OwnArray {
                    owns: places,
                    ty,
                    bounds,
                    site,
                }
            } else {
                Init::Array {
                    slots: places,
                    ty,
                    bounds,
                    site,
                }
            };
            self.frame().code.inits.push(init);
        }
        for (id, name, elements) in switches {
            let mut elems = Vec::new();
            for e in elements {
                elems.push(self.desig(e)?);
            }
            let code = self.frame().code.uid;
            self.switches[id as usize] = Some(SwitchInfo {
                name: name.text.clone(),
                elements: elems,
                code,
                span: name.span,
            });
        }
        for (id, p) in procs {
            let info = self.procedure(id, p)?;
            self.procs[id as usize] = Some(info);
        }
        for s in &b.body {
            self.statement(s)?;
        }
        self.scopes.pop();
        Ok(())
    }

    pub(in crate::algol) fn procedure(&mut self, id: u32, p: &Procedure) -> Res<ProcInfo> {
        self.push_frame();
        self.scopes.push(Scope {
            names: HashMap::new(),
        });
        let depth = self.depth();
        let result_slot = self.new_slot(
            match p.ty {
                Some(t) => SlotInit::Typed(t),
                None => SlotInit::Dynamic,
            },
            &p.name.text,
        );
        let mut specs: HashMap<&str, (Specifier, Span)> = HashMap::new();
        for spec in &p.specs {
            for n in &spec.names {
                if !p.params.iter().any(|q| q.name == n.name) {
                    return Err(self.err(
                        n.span,
                        format!(
                            "`{}` is specified but is not a parameter of `{}`",
                            n.text, p.name.text
                        ),
                    ));
                }
                specs.insert(n.name.as_str(), (spec.specifier, n.span));
            }
        }
        for v in &p.values {
            if !p.params.iter().any(|q| q.name == v.name) {
                return Err(self.err(
                    v.span,
                    format!(
                        "`{}` is in the value list but is not a parameter of `{}`",
                        v.text, p.name.text
                    ),
                ));
            }
        }
        let mut params = Vec::new();
        for q in &p.params {
            let by_value = p.values.iter().any(|v| v.name == q.name);
            let spec = specs.get(q.name.as_str()).map(|(s, _)| *s);
            let (slot, entity) = match (by_value, spec) {
                (true, Some(Specifier::Simple(t))) => {
                    let slot = self.new_slot(SlotInit::Typed(t), &q.text);
                    (
                        slot,
                        Entity::Var {
                            depth,
                            slot,
                            ty: Some(t),
                        },
                    )
                }
                (true, Some(Specifier::Array(_))) => {
                    let slot = self.new_slot(SlotInit::Dynamic, &q.text);
                    (slot, Entity::Array { depth, slot })
                }
                (true, None) => {
                    let slot = self.new_slot(SlotInit::Dynamic, &q.text);
                    (
                        slot,
                        Entity::Var {
                            depth,
                            slot,
                            ty: None,
                        },
                    )
                }
                _ => {
                    let slot = self.new_slot(SlotInit::Dynamic, &q.text);
                    (slot, Entity::Formal { depth, slot, spec })
                }
            };
            self.declare(q, entity)?;
            let site = self.site(q.span, &q.text);
            params.push(ParamInfo {
                slot,
                by_value,
                spec,
                site,
            });
        }
        self.proc_stack.push((id, depth));
        let result = match &p.body.kind {
            StatementKind::Block(b) if p.body.labels.is_empty() => self.block_contents(b),
            _ => {
                self.declare_labels(&[&p.body])?;
                self.statement(&p.body)
            }
        };
        self.proc_stack.pop();
        result?;
        self.scopes.pop();
        let code = self.pop_frame()?;
        let site = self.site(p.name.span, &p.name.text);
        Ok(ProcInfo {
            name: p.name.text.clone(),
            ty: p.ty,
            params,
            result_slot,
            code,
            site,
        })
    }

    pub(in crate::algol) fn mark_labels(&mut self, s: &Statement) -> Res<()> {
        let here = self.code_len();
        for l in &s.labels {
            match self.lookup(l) {
                Some(Entity::Label { label, depth }) if depth == self.depth() => {
                    self.frame().label_pos[label as usize] = Some(here);
                }
                _ => {
                    return Err(self.err(l.span, format!("the label `{}` is out of place", l.text)))
                }
            }
        }
        Ok(())
    }

    pub(in crate::algol) fn patch(&mut self, at: usize, to: usize) {
        self.patch_any(at, to)
    }

    pub(in crate::algol) fn statement(&mut self, s: &Statement) -> Res<()> {
        self.mark_labels(s)?;
        match &s.kind {
            StatementKind::Dummy => {}
            StatementKind::Assign { targets, value } => {
                let mut ts = Vec::new();
                for t in targets {
                    ts.push(self.target(t)?);
                }
                let value = self.expr(value)?;
                let site = self.site(s.span, "");
                self.emit(Instr::Assign {
                    targets: ts,
                    value,
                    site,
                });
            }
            StatementKind::Goto(e) => {
                let site = self.site(e.span, "");
                let dest = self.desig(e)?;
                match dest {
                    CExpr::Label { up: 0, label } => {
                        let at = self.emit(Instr::GotoLocal {
                            to: usize::MAX,
                            site,
                        });
                        self.frame().pending.push((at, label));
                    }
                    dest => {
                        self.emit(Instr::Goto { dest, site });
                    }
                }
            }
            StatementKind::Call { name, args } => {
                let e = self.call(name, args, s.span)?;
                self.emit(Instr::Eval(e));
            }
            StatementKind::Compound { body, .. } => {
                for t in body {
                    self.statement(t)?;
                }
            }
            StatementKind::Block(b) => {
                self.push_frame();
                self.block_contents(b)?;
                let code = self.pop_frame()?;
                self.blocks.push(code);
                let id = (self.blocks.len() - 1) as u32;
                self.emit(Instr::Block(id));
            }
            StatementKind::If {
                condition,
                then,
                otherwise,
            } => {
                let cond = self.expr(condition)?;
                let site = self.site(condition.span, "");
                let jump_else = self.emit(Instr::JumpUnless {
                    cond,
                    to: usize::MAX,
                    site,
                });
                self.statement(then)?;
                match otherwise {
                    Some(o) => {
                        let jump_end = self.emit(Instr::Jump(usize::MAX));
                        let else_at = self.code_len();
                        self.patch(jump_else, else_at);
                        self.statement(o)?;
                        let end = self.code_len();
                        self.patch(jump_end, end);
                    }
                    None => {
                        let end = self.code_len();
                        self.patch(jump_else, end);
                    }
                }
            }
            StatementKind::For {
                variable,
                elements,
                body,
            } => self.for_statement(variable, elements, body, s.span)?,
        }
        Ok(())
    }

    pub(in crate::algol) fn for_statement(
        &mut self,
        variable: &Variable,
        elements: &[ForElement],
        body: &Statement,
        span: Span,
    ) -> Res<()> {
        let target = self.target(variable)?;
        let var = self.variable_value(variable)?;
        let site = self.site(span, &variable.name.text);
        let several = elements.len() > 1;
        let element_slot = if several {
            Some(self.new_slot(SlotInit::Element, "element"))
        } else {
            None
        };
        // Jumps to patch: to the start of element k (k = n: all exhausted), to the body, to
        // the exit.
        let mut to_start: Vec<(usize, usize)> = Vec::new();
        let mut to_body: Vec<usize> = Vec::new();
        let mut to_exit: Vec<usize> = Vec::new();
        let mut starts = Vec::new();
        // Per element: (kind, where its test starts, step, limit).
        let mut parts: Vec<ElementPart> = Vec::new();
        for (i, el) in elements.iter().enumerate() {
            starts.push(self.code_len());
            if let Some(slot) = element_slot {
                self.emit(Instr::SetElement {
                    slot,
                    element: i as i64,
                });
            }
            match el {
                ForElement::Single(e) => {
                    let value = self.expr(e)?;
                    let at = self.code_len();
                    self.emit(Instr::Assign {
                        targets: vec![target.clone()],
                        value,
                        site,
                    });
                    to_body.push(self.emit(Instr::Jump(usize::MAX)));
                    parts.push((0, at, None));
                }
                ForElement::StepUntil { start, step, limit } => {
                    let value = self.expr(start)?;
                    self.emit(Instr::Assign {
                        targets: vec![target.clone()],
                        value,
                        site,
                    });
                    let step = self.expr(step)?;
                    let limit = self.expr(limit)?;
                    let test_at = self.emit(Instr::ForTest {
                        var: var.clone(),
                        step: step.clone(),
                        limit: limit.clone(),
                        exit: usize::MAX,
                        site,
                    });
                    to_start.push((test_at, i + 1));
                    to_body.push(self.emit(Instr::Jump(usize::MAX)));
                    parts.push((1, test_at, Some((step, limit))));
                }
                ForElement::While { value, condition } => {
                    let test_at = self.code_len();
                    let value = self.expr(value)?;
                    self.emit(Instr::Assign {
                        targets: vec![target.clone()],
                        value,
                        site,
                    });
                    let cond = self.expr(condition)?;
                    let at = self.emit(Instr::JumpUnless {
                        cond,
                        to: usize::MAX,
                        site,
                    });
                    to_start.push((at, i + 1));
                    to_body.push(self.emit(Instr::Jump(usize::MAX)));
                    parts.push((2, test_at, None));
                }
            }
        }
        // All elements exhausted.
        starts.push(self.code_len());
        to_exit.push(self.emit(Instr::Jump(usize::MAX)));
        let body_at = self.code_len();
        self.statement(body)?;
        // After the body: continue the running element.
        let dispatch = element_slot.map(|slot| {
            self.emit(Instr::ForDispatch {
                slot,
                to: Vec::new(),
                site,
            })
        });
        let mut continuations = Vec::new();
        for (i, (kind, test_at, step_limit)) in parts.into_iter().enumerate() {
            match (kind, step_limit) {
                (1, Some((step, limit))) => {
                    continuations.push(self.code_len());
                    let at = self.emit(Instr::ForStep {
                        target: target.clone(),
                        var: var.clone(),
                        step,
                        limit,
                        body: body_at,
                        exit: usize::MAX,
                        site,
                    });
                    to_start.push((at, i + 1));
                }
                (2, _) => {
                    if several {
                        continuations.push(test_at);
                    } else {
                        self.emit(Instr::Jump(test_at));
                    }
                }
                _ => {
                    continuations.push(self.code_len());
                    let at = self.emit(Instr::Jump(usize::MAX));
                    to_start.push((at, i + 1));
                }
            }
        }
        let exit = self.code_len();
        if let Some(d) = dispatch {
            if let Instr::ForDispatch { to, .. } = &mut self.frame().code.instrs[d] {
                *to = continuations;
            }
        }
        for (at, k) in to_start {
            // With one element, "the next element" is the exit itself.
            let to = if k + 1 >= starts.len() {
                exit
            } else {
                starts[k]
            };
            self.patch_any(at, to);
        }
        for at in to_body {
            self.patch_any(at, body_at);
        }
        for at in to_exit {
            self.patch_any(at, exit);
        }
        Ok(())
    }

    pub(in crate::algol) fn patch_any(&mut self, at: usize, to: usize) {
        match &mut self.frame().code.instrs[at] {
            Instr::Jump(t) => *t = to,
            Instr::JumpUnless { to: t, .. } => *t = to,
            Instr::ForTest { exit, .. } => *exit = to,
            Instr::ForStep { exit, .. } => *exit = to,
            _ => {}
        }
    }
}
