//! Variables, targets, expressions, designational expressions, calls and actual parameters
//! -> [`CExpr`], [`Target`] and [`CActual`], with the checks of kind and parameter count.

use super::*;
use crate::algol::resolve::*;

impl Compiler<'_> {
    // -----------------------------------------------------------------------------------------
    // Variables and targets

    pub(in crate::algol) fn target(&mut self, v: &Variable) -> Res<Target> {
        let id = &v.name;
        let entity = self.lookup(id);
        match (&v.subscripts, entity) {
            (None, Some(Entity::Var { depth, slot, ty })) => Ok(Target::Var {
                addr: Addr {
                    up: self.up(depth),
                    slot,
                },
                ty,
            }),
            (None, Some(Entity::Own { index, ty })) => Ok(Target::Own { index, ty }),
            (None, Some(Entity::Formal { depth, slot, spec })) => match spec {
                Some(Specifier::Array(_))
                | Some(Specifier::Label)
                | Some(Specifier::Switch)
                | Some(Specifier::String)
                | Some(Specifier::Procedure(_)) => Err(self.err(
                    id.span,
                    format!("cannot assign to `{}`: it is not a variable", id.text),
                )),
                _ => {
                    let site = self.site(id.span, &id.text);
                    Ok(Target::Formal {
                        addr: Addr {
                            up: self.up(depth),
                            slot,
                        },
                        site,
                    })
                }
            },
            (None, Some(Entity::Proc { id: pid, .. })) => {
                match self.proc_stack.iter().rev().find(|(p, _)| *p == pid) {
                    Some((_, depth)) => {
                        let depth = *depth;
                        let ty = self.procs_ty(pid);
                        Ok(Target::Var {
                            addr: Addr {
                                up: self.up(depth),
                                slot: 0,
                            },
                            ty,
                        })
                    }
                    None => Err(self.err(
                        id.span,
                        format!(
                            "cannot assign to the procedure `{}` outside its own body",
                            id.text
                        ),
                    )),
                }
            }
            (Some(subs), Some(_)) => {
                let array = self.array_ref(id)?;
                let subs = self.exprs(subs)?;
                let site = self.site(v.span, &id.text);
                Ok(Target::Elem { array, subs, site })
            }
            (_, None) => Err(self.undeclared(id)),
            (None, Some(_)) => Err(self.err(
                id.span,
                format!("cannot assign to `{}`: it is not a variable", id.text),
            )),
        }
    }

    pub(in crate::algol) fn array_ref(&mut self, id: &Ident) -> Res<ArrayRef> {
        match self.lookup(id) {
            Some(Entity::Array { depth, slot }) => Ok(ArrayRef::Slot(Addr {
                up: self.up(depth),
                slot,
            })),
            Some(Entity::OwnArray { index }) => Ok(ArrayRef::Own(index)),
            Some(Entity::Formal { depth, slot, spec }) => match spec {
                None | Some(Specifier::Array(_)) => Ok(ArrayRef::Formal(Addr {
                    up: self.up(depth),
                    slot,
                })),
                _ => Err(self.err(id.span, format!("`{}` is not an array", id.text))),
            },
            Some(_) => Err(self.err(id.span, format!("`{}` is not an array", id.text))),
            None => Err(self.undeclared(id)),
        }
    }

    /// The value of a controlled variable, read as an expression.
    pub(in crate::algol) fn variable_value(&mut self, v: &Variable) -> Res<CExpr> {
        let e = match &v.subscripts {
            None => Expr {
                kind: ExprKind::Name(v.name.clone()),
                span: v.span,
            },
            Some(subs) => Expr {
                kind: ExprKind::Subscript {
                    name: v.name.clone(),
                    subscripts: subs.clone(),
                },
                span: v.span,
            },
        };
        self.expr(&e)
    }

    // -----------------------------------------------------------------------------------------
    // Expressions

    pub(in crate::algol) fn exprs(&mut self, es: &[Expr]) -> Res<Vec<CExpr>> {
        es.iter().map(|e| self.expr(e)).collect()
    }

    pub(in crate::algol) fn expr(&mut self, e: &Expr) -> Res<CExpr> {
        Ok(match &e.kind {
            ExprKind::Int(v) => CExpr::Int(*v),
            ExprKind::Real(v) => CExpr::Real(*v),
            ExprKind::Bool(b) => CExpr::Bool(*b),
            ExprKind::Str(s) => CExpr::Str(std::sync::Arc::from(s.as_str())),
            ExprKind::Name(id) => self.name_value(id, e.span)?,
            ExprKind::Subscript { name, subscripts } => match self.lookup(name) {
                Some(Entity::Switch { depth, id }) => {
                    let index = Box::new(self.single_subscript(subscripts, name)?);
                    let site = self.site(e.span, &name.text);
                    CExpr::SwitchElem {
                        up: self.up(depth),
                        id,
                        index,
                        site,
                    }
                }
                _ => {
                    let array = self.array_ref(name)?;
                    let subs = self.exprs(subscripts)?;
                    let site = self.site(e.span, &name.text);
                    CExpr::Elem { array, subs, site }
                }
            },
            ExprKind::Call { name, args } => self.call(name, args, e.span)?,
            ExprKind::Unary { op, operand } => {
                let inner = self.expr(operand)?;
                let site = self.site(e.span, "");
                match op {
                    UnaryOp::Plus => inner,
                    UnaryOp::Minus => match inner {
                        CExpr::Int(v) => CExpr::Int(-v),
                        CExpr::Real(v) => CExpr::Real(-v),
                        other => CExpr::Neg(Box::new(other), site),
                    },
                    UnaryOp::Not => CExpr::Not(Box::new(inner), site),
                }
            }
            ExprKind::Binary { op, lhs, rhs } => {
                let l = self.expr(lhs)?;
                let r = self.expr(rhs)?;
                let site = self.site(e.span, op.symbol(false));
                CExpr::Bin {
                    op: *op,
                    lhs: Box::new(l),
                    rhs: Box::new(r),
                    site,
                }
            }
            ExprKind::If {
                condition,
                then,
                otherwise,
            } => {
                let cond = Box::new(self.expr(condition)?);
                let then = Box::new(self.expr(then)?);
                let otherwise = Box::new(self.expr(otherwise)?);
                let site = self.site(condition.span, "");
                CExpr::If {
                    cond,
                    then,
                    otherwise,
                    site,
                }
            }
        })
    }

    pub(in crate::algol) fn single_subscript(&mut self, subs: &[Expr], name: &Ident) -> Res<CExpr> {
        match subs {
            [one] => self.expr(one),
            _ => Err(self.err(
                name.span,
                format!("the switch `{}` takes exactly one subscript", name.text),
            )),
        }
    }

    pub(in crate::algol) fn name_value(&mut self, id: &Ident, span: Span) -> Res<CExpr> {
        match self.lookup(id) {
            Some(Entity::Var { depth, slot, .. }) => {
                let site = self.site(span, &id.text);
                Ok(CExpr::Var {
                    addr: Addr {
                        up: self.up(depth),
                        slot,
                    },
                    site,
                })
            }
            Some(Entity::Own { index, .. }) => {
                let site = self.site(span, &id.text);
                Ok(CExpr::Own { index, site })
            }
            Some(Entity::Formal { depth, slot, .. }) => {
                let site = self.site(span, &id.text);
                Ok(CExpr::Formal {
                    addr: Addr {
                        up: self.up(depth),
                        slot,
                    },
                    site,
                })
            }
            Some(Entity::Proc { .. }) => self.call(id, &[], span),
            Some(Entity::Label { depth, label }) => Ok(CExpr::Label {
                up: self.up(depth),
                label,
            }),
            Some(Entity::Array { .. }) | Some(Entity::OwnArray { .. }) => Err(self.err(
                span,
                format!("`{}` is an array: it needs subscripts here", id.text),
            )),
            Some(Entity::Switch { .. }) => Err(self.err(
                span,
                format!("`{}` is a switch: it needs a subscript here", id.text),
            )),
            None => {
                if let Some(op) = IoProc::by_name(&id.name).filter(|op| op.parameters() == Some(0))
                {
                    let site = self.site(span, &id.text);
                    self.io_call(op, id, &[], span, site)
                } else if StdFn::by_name(&id.name).is_some() || IoProc::by_name(&id.name).is_some()
                {
                    Err(self.err(
                        span,
                        format!("the standard procedure `{}` needs parameters", id.text),
                    ))
                } else {
                    Err(self.undeclared(id))
                }
            }
        }
    }

    /// A designational expression: a label, a switch designator, a formal, or a conditional
    /// designational expression.
    pub(in crate::algol) fn desig(&mut self, e: &Expr) -> Res<CExpr> {
        match &e.kind {
            ExprKind::Int(v) => {
                let id = Ident {
                    name: v.to_string(),
                    text: v.to_string(),
                    span: e.span,
                };
                self.desig_name(&id)
            }
            ExprKind::Name(id) => self.desig_name(id),
            ExprKind::Subscript { name, subscripts } => match self.lookup(name) {
                Some(Entity::Switch { depth, id }) => {
                    let index = Box::new(self.single_subscript(subscripts, name)?);
                    let site = self.site(e.span, &name.text);
                    Ok(CExpr::SwitchElem {
                        up: self.up(depth),
                        id,
                        index,
                        site,
                    })
                }
                Some(Entity::Formal {
                    depth,
                    slot,
                    spec: None | Some(Specifier::Switch),
                }) => {
                    let subs = self.exprs(subscripts)?;
                    let site = self.site(e.span, &name.text);
                    Ok(CExpr::Elem {
                        array: ArrayRef::Formal(Addr {
                            up: self.up(depth),
                            slot,
                        }),
                        subs,
                        site,
                    })
                }
                Some(_) => Err(self.err(name.span, format!("`{}` is not a switch", name.text))),
                None => Err(self.undeclared(name)),
            },
            ExprKind::If {
                condition,
                then,
                otherwise,
            } => {
                let cond = Box::new(self.expr(condition)?);
                let then = Box::new(self.desig(then)?);
                let otherwise = Box::new(self.desig(otherwise)?);
                let site = self.site(condition.span, "");
                Ok(CExpr::If {
                    cond,
                    then,
                    otherwise,
                    site,
                })
            }
            _ => Err(self.err(e.span, "expected a label or a switch designator here")),
        }
    }

    pub(in crate::algol) fn desig_name(&mut self, id: &Ident) -> Res<CExpr> {
        match self.lookup(id) {
            Some(Entity::Label { depth, label }) => Ok(CExpr::Label {
                up: self.up(depth),
                label,
            }),
            Some(Entity::Formal {
                depth,
                slot,
                spec: None | Some(Specifier::Label),
            }) => {
                let site = self.site(id.span, &id.text);
                Ok(CExpr::Formal {
                    addr: Addr {
                        up: self.up(depth),
                        slot,
                    },
                    site,
                })
            }
            Some(_) => Err(self.err(id.span, format!("`{}` is not a label", id.text))),
            None => {
                let mut d = self.undeclared(id);
                d.message = format!("the label {}", d.message);
                Err(d)
            }
        }
    }

    pub(in crate::algol) fn call(&mut self, name: &Ident, args: &[Expr], span: Span) -> Res<CExpr> {
        let site = self.site(span, &name.text);
        self.call_args
            .insert(site, args.iter().map(|a| a.span).collect());
        match self.lookup(name) {
            Some(Entity::Proc { depth, id, nparams }) => {
                if nparams != args.len() {
                    return Err(self.err(
                        span,
                        format!(
                            "`{}` takes {nparams} parameter{}, this call gives {}",
                            name.text,
                            if nparams == 1 { "" } else { "s" },
                            args.len()
                        ),
                    ));
                }
                let args = self.actuals(args)?;
                Ok(CExpr::Call {
                    callee: Callee::Proc {
                        up: self.up(depth),
                        id,
                    },
                    args,
                    site,
                })
            }
            Some(Entity::Formal {
                depth,
                slot,
                spec: None | Some(Specifier::Procedure(_)),
            }) => {
                let args = self.actuals(args)?;
                Ok(CExpr::Call {
                    callee: Callee::Formal(Addr {
                        up: self.up(depth),
                        slot,
                    }),
                    args,
                    site,
                })
            }
            Some(_) => Err(self.err(name.span, format!("`{}` is not a procedure", name.text))),
            None => {
                if let Some(f) = StdFn::by_name(&name.name) {
                    match args {
                        [one] => Ok(CExpr::Std {
                            f,
                            arg: Box::new(self.expr(one)?),
                            site,
                        }),
                        _ => Err(self.err(span, format!("`{}` takes one parameter", name.text))),
                    }
                } else if let Some(op) = IoProc::by_name(&name.name) {
                    self.io_call(op, name, args, span, site)
                } else {
                    Err(self.undeclared(name))
                }
            }
        }
    }

    pub(in crate::algol) fn io_call(
        &mut self,
        op: IoProc,
        name: &Ident,
        args: &[Expr],
        span: Span,
        site: Site,
    ) -> Res<CExpr> {
        if let Some(n) = op.parameters() {
            if args.len() != n {
                return Err(self.err(
                    span,
                    format!(
                        "`{}` takes {n} parameter{}, this call gives {}",
                        name.text,
                        if n == 1 { "" } else { "s" },
                        args.len()
                    ),
                ));
            }
        }
        let mut out = Vec::new();
        for (i, a) in args.iter().enumerate() {
            let reads_into = match op {
                IoProc::Input => true,
                IoProc::InReal | IoProc::InInteger => i == 1,
                IoProc::InChar => i == 2,
                _ => false,
            };
            if reads_into {
                let target = self.io_target(a)?;
                if op != IoProc::Input && matches!(target, IoArg::WholeArray(..)) {
                    return Err(self.err(
                        a.span,
                        format!("`{}` reads into one variable, not a whole array", name.text),
                    ));
                }
                out.push(target);
            } else {
                out.push(IoArg::Value(self.expr(a)?));
            }
        }
        if op == IoProc::Output && !matches!(out.first(), Some(IoArg::Value(_))) {
            return Err(self.err(span, "`output` needs a format string first"));
        }
        Ok(CExpr::Io {
            op,
            args: out,
            site,
        })
    }

    pub(in crate::algol) fn io_target(&mut self, a: &Expr) -> Res<IoArg> {
        match &a.kind {
            ExprKind::Name(id) => match self.lookup(id) {
                Some(Entity::Array { .. }) | Some(Entity::OwnArray { .. }) => {
                    let r = self.array_ref(id)?;
                    let site = self.site(a.span, &id.text);
                    Ok(IoArg::WholeArray(r, site))
                }
                Some(Entity::Formal {
                    spec: Some(Specifier::Array(_)),
                    ..
                }) => {
                    let r = self.array_ref(id)?;
                    let site = self.site(a.span, &id.text);
                    Ok(IoArg::WholeArray(r, site))
                }
                _ => Ok(IoArg::Target(self.target(&Variable {
                    name: id.clone(),
                    subscripts: None,
                    span: a.span,
                })?)),
            },
            ExprKind::Subscript { name, subscripts } => {
                Ok(IoArg::Target(self.target(&Variable {
                    name: name.clone(),
                    subscripts: Some(subscripts.clone()),
                    span: a.span,
                })?))
            }
            _ => Err(self.err(a.span, "input goes into a variable or an array")),
        }
    }

    pub(in crate::algol) fn actuals(&mut self, args: &[Expr]) -> Res<Vec<CActual>> {
        args.iter().map(|a| self.actual(a)).collect()
    }

    pub(in crate::algol) fn actual(&mut self, a: &Expr) -> Res<CActual> {
        Ok(match &a.kind {
            ExprKind::Int(_) | ExprKind::Real(_) | ExprKind::Bool(_) | ExprKind::Str(_) => {
                CActual::Const(self.expr(a)?)
            }
            ExprKind::Name(id) => match self.lookup(id) {
                Some(Entity::Var { depth, slot, .. }) => CActual::Loc(Addr {
                    up: self.up(depth),
                    slot,
                }),
                Some(Entity::Own { index, .. }) => CActual::OwnLoc(index),
                Some(Entity::Formal { depth, slot, .. }) => CActual::PassFormal(Addr {
                    up: self.up(depth),
                    slot,
                }),
                Some(Entity::Array { .. }) | Some(Entity::OwnArray { .. }) => {
                    CActual::Array(self.array_ref(id)?)
                }
                Some(Entity::Proc { depth, id, .. }) => CActual::Proc {
                    up: self.up(depth),
                    id,
                },
                Some(Entity::Label { depth, label }) => CActual::Label {
                    up: self.up(depth),
                    label,
                },
                Some(Entity::Switch { depth, id }) => CActual::Switch {
                    up: self.up(depth),
                    id,
                },
                None => match StdFn::by_name(&id.name) {
                    Some(f) => CActual::Std(f),
                    // `maxreal`, `stop`, ...: called when the formal is used.
                    None if IoProc::by_name(&id.name).and_then(IoProc::parameters) == Some(0) => {
                        CActual::Thunk(self.expr(a)?)
                    }
                    None => return Err(self.undeclared(id)),
                },
            },
            ExprKind::Subscript { name, .. } => match self.lookup(name) {
                Some(Entity::Switch { .. }) => CActual::Thunk(self.desig(a)?),
                _ => CActual::Thunk(self.expr(a)?),
            },
            ExprKind::If { .. } => match self.expr(a) {
                Ok(e) => CActual::Thunk(e),
                Err(first) => match self.desig(a) {
                    Ok(d) => CActual::Thunk(d),
                    Err(_) => return Err(first),
                },
            },
            _ => CActual::Thunk(self.expr(a)?),
        })
    }
}
