//! Expressions: names, applications, builtins, operators, and the conversions between the
//! inferred types.

use super::*;

impl<'a> Translator<'a> {
    pub(super) fn place(&self, span: Span) -> String {
        let (line, col) = self.source.line_col(span.start);
        quoted(&format!("{}:{line}:{col}", self.source.name))
    }

    pub(super) fn temp(&mut self) -> String {
        self.temps += 1;
        format!("t_{}", self.temps)
    }

    pub(super) fn note(&mut self, span: Span, why: impl Into<String>) {
        let (line, col) = self.source.line_col(span.start);
        let note = format!("line {line}:{col}: {}", why.into());
        self.notes.push(note);
    }

    /// The code of a runtime error the translator already knows of: the runtime's message.
    pub(super) fn failure(&self, kind: ErrorKind, span: Span) -> Code {
        Code::new(
            Ty::Bottom,
            format!(
                "rt::fail::<rt::Nil>({}, {})?",
                quoted(&kind.to_string()),
                self.place(span)
            ),
        )
    }

    /// `code` of type `from` as a value of type `to` (`from` ⊑ `to`).
    pub(super) fn coerce(&mut self, code: &str, from: &Ty, to: &Ty, span: Span) -> String {
        if from == to {
            return code.to_string();
        }
        let place = self.place(span);
        match (from, to) {
            (Ty::Bottom, _) => format!("rt::absurd::<{}>({code}, {place})?", rust_type(to)),
            (_, Ty::Dyn) => format!("rt::ToValue::to_value(&{code})"),
            (Ty::Int, Ty::Num) => format!("rt::Num::Int({code})"),
            (Ty::Nil, Ty::List(_)) => nil_then(code, "rt::List::nil()"),
            (Ty::Nil, Ty::Opt(_)) => nil_then(code, "None"),
            (Ty::Nil, Ty::Many(_)) => nil_then(code, "rt::Many::List(rt::List::nil())"),
            (Ty::List(a), Ty::List(b)) => {
                let x = self.temp();
                let inner = self.coerce(&x, a, b, span);
                format!(
                    "({code}).try_map(|{x}: {}| -> rt::R<{}> {{ Ok({inner}) }})?",
                    rust_type(a),
                    rust_type(b)
                )
            }
            (Ty::List(_), Ty::Many(b)) => {
                let inner = self.coerce(code, from, &Ty::List(b.clone()), span);
                format!("rt::Many::List({inner})")
            }
            (Ty::Opt(a), Ty::Opt(b)) => {
                let x = self.temp();
                let inner = self.coerce(&x, a, b, span);
                format!("match {code} {{ Some({x}) => Some({inner}), None => None }}")
            }
            (Ty::Opt(a), Ty::Many(b)) => {
                let x = self.temp();
                let inner = self.coerce(&x, a, b, span);
                format!(
                    "match {code} {{ Some({x}) => rt::Many::One({inner}), None => rt::Many::List(rt::List::nil()) }}"
                )
            }
            (Ty::Many(a), Ty::Many(b)) => {
                let x = self.temp();
                let one = self.coerce(&x, a, b, span);
                let list = self.coerce(&x, &Ty::List(a.clone()), &Ty::List(b.clone()), span);
                format!(
                    "match {code} {{ rt::Many::One({x}) => rt::Many::One({one}), rt::Many::List({x}) => rt::Many::List({list}) }}"
                )
            }
            (Ty::Tuple(xs), Ty::Tuple(ys)) if xs.len() == ys.len() => {
                let names: Vec<String> = xs.iter().map(|_| self.temp()).collect();
                let parts: Vec<String> = names
                    .iter()
                    .zip(xs.iter().zip(ys))
                    .map(|(n, (x, y))| self.coerce(n, x, y, span))
                    .collect();
                format!(
                    "{{ let ({},) = {code}; ({},) }}",
                    names.join(", "),
                    parts.join(", ")
                )
            }
            (_, Ty::Opt(b)) => {
                let inner = self.coerce(code, from, b, span);
                format!("Some({inner})")
            }
            (_, Ty::Many(b)) => {
                let inner = self.coerce(code, from, b, span);
                format!("rt::Many::One({inner})")
            }
            _ => format!(
                "rt::fail::<{}>(\"internal error: no conversion from {} to {}\", {place})?",
                rust_type(to),
                describe(from),
                describe(to)
            ),
        }
    }

    pub(super) fn dynamic(&mut self, code: &Code, span: Span) -> String {
        self.coerce(&code.code, &code.ty, &Ty::Dyn, span)
    }

    /// The local a use means (`at`: the address of its `Expr`, or of its `Name` where it is
    /// called or assigned), as the resolver decided; `None` where it is no local.
    pub(super) fn local(&self, at: usize) -> Option<&Local> {
        let binder = *self.locals_used.get(&at)?;
        self.env.iter().rev().find(|l| l.binder == binder)
    }

    pub(super) fn bind(&mut self, name: &Name, ty: Ty) -> String {
        let var = Var::Let(String::new(), usize::MAX);
        self.bind_var(name, ty, var)
    }

    pub(super) fn bind_var(&mut self, name: &Name, ty: Ty, var: Var) -> String {
        let ident = local_name(&name.text);
        self.env.push(Local {
            binder: binder(name),
            ident: ident.clone(),
            ty,
            var,
        });
        ident
    }

    pub(super) fn expr(&mut self, e: &Expr) -> Code {
        let span = e.span;
        match &e.kind {
            ExprKind::Int(n) => Code::new(Ty::Int, format!("{n}i64")),
            ExprKind::Infinity => Code::new(Ty::Num, "rt::Num::PosInf"),
            ExprKind::Bool(b) => Code::new(Ty::Bool, b.to_string()),
            ExprKind::Nil => Code::new(Ty::Nil, "rt::Nil"),
            ExprKind::Name(name) => {
                let last = self.last_reads.contains(&(e as *const Expr));
                self.name(e, name, span, last)
            }
            ExprKind::Tuple(items) => {
                let items: Vec<Code> = items.iter().map(|i| self.expr(i)).collect();
                if items.len() > 8 {
                    self.note(span, "a tuple of more than 8 items is a dynamic value");
                    let parts: Vec<String> = items.iter().map(|c| self.dynamic(c, span)).collect();
                    return Code::new(
                        Ty::Dyn,
                        format!("rt::Value::Tuple(vec![{}].into())", parts.join(", ")),
                    );
                }
                let tys = items.iter().map(|c| c.ty.clone()).collect();
                let parts: Vec<&str> = items.iter().map(|c| c.code.as_str()).collect();
                Code::new(Ty::Tuple(tys), format!("({})", parts.join(", ")))
            }
            ExprKind::Apply { function, args } => self.apply(function, args, span),
            ExprKind::Unary { op, operand } => {
                let v = self.expr(operand);
                self.unary(*op, v, span)
            }
            ExprKind::Binary { op, lhs, rhs } => {
                let a = self.expr(lhs);
                let b = self.expr(rhs);
                self.binary(*op, a, b, span)
            }
            ExprKind::Conditional {
                test,
                then,
                otherwise,
            } => {
                let test_code = self.test(test);
                let then = self.expr(then);
                let otherwise = self.expr(otherwise);
                let ty = join(&then.ty, &otherwise.ty);
                let a = self.coerce(&then.code, &then.ty, &ty, span);
                let b = self.coerce(&otherwise.code, &otherwise.ty, &ty, span);
                Code::new(ty, format!("if {test_code} {{ {a} }} else {{ {b} }}"))
            }
            ExprKind::ValueOf(block) => self.value_of(block),
            ExprKind::Where { body, definitions } => self.where_expr(body, definitions),
        }
    }

    /// A test as a Rust `bool`.
    pub(super) fn test(&mut self, test: &Expr) -> String {
        let t = self.expr(test);
        match t.ty {
            Ty::Bool => t.code,
            _ => {
                self.note(test.span, "a test that is not known to be a truth value");
                let v = self.dynamic(&t, test.span);
                format!("rt::truth({v}, {})?", self.place(test.span))
            }
        }
    }

    /// A name's value; `last`: no read of the name follows, so a local is moved.
    pub(super) fn name(&mut self, e: &Expr, name: &str, span: Span, last: bool) -> Code {
        if let Some(local) = self.local(e as *const Expr as usize) {
            let code = if is_copy(&local.ty) || last {
                local.ident.clone()
            } else {
                format!("{}.clone()", local.ident)
            };
            return Code::new(local.ty.clone(), code);
        }
        if let Some(&d) = self.names.get(name) {
            return match self.defs[d].params {
                None => {
                    self.called[d] = true;
                    self.reads(d);
                    Code::new(
                        self.results[d].clone(),
                        format!("{}(ctx)?", self.fn_names[d]),
                    )
                }
                Some(_) => self.failure(
                    ErrorKind::IsAFunction {
                        name: name.to_string(),
                    },
                    span,
                ),
            };
        }
        if let Some(code) = builtin_constant(name) {
            return code;
        }
        if Builtin::named(name).is_some() {
            return self.failure(
                ErrorKind::IsAFunction {
                    name: name.to_string(),
                },
                span,
            );
        }
        self.failure(
            ErrorKind::Undefined {
                name: name.to_string(),
            },
            span,
        )
    }

    pub(super) fn apply(&mut self, function: &Name, args: &[Expr], span: Span) -> Code {
        let name = function.text.as_str();
        let not_a_function = || ErrorKind::NotAFunction {
            name: name.to_string(),
        };
        let arity = |expected: usize| ErrorKind::Arity {
            name: name.to_string(),
            expected,
            found: args.len(),
        };
        if self.local(binder(function)).is_some() {
            return self.failure(not_a_function(), span);
        }
        if let Some(&d) = self.names.get(name) {
            let n = match &self.defs[d].params {
                None => return self.failure(not_a_function(), span),
                Some(p) => p.len(),
            };
            if n != args.len() {
                return self.failure(arity(n), span);
            }
            self.called[d] = true;
            self.reads(d);
            let mut parts = vec!["ctx".to_string()];
            for (i, arg) in args.iter().enumerate() {
                let a = self.expr(arg);
                let joined = join(&self.params[d][i], &a.ty);
                if joined != self.params[d][i] {
                    self.params[d][i] = joined;
                    self.make_due(d);
                }
                let target = self.params[d][i].clone();
                parts.push(self.coerce(&a.code, &a.ty, &target, arg.span));
            }
            let call = if parts[1..].iter().any(|p| p.contains("ctx")) {
                // Arguments that call functions are evaluated first, in order: `ctx` is
                // borrowed once at a time.
                let mut lets = String::new();
                for part in parts.iter_mut().skip(1) {
                    let t = self.temp();
                    let _ = write!(lets, "let {t} = {part}; ");
                    *part = t;
                }
                format!("{{ {lets}{}({})? }}", self.fn_names[d], parts.join(", "))
            } else {
                format!("{}({})?", self.fn_names[d], parts.join(", "))
            };
            return Code::new(self.results[d].clone(), call);
        }
        if let Some(function) = Builtin::named(name) {
            if let Some(n) = function.arity() {
                if n != args.len() {
                    return self.failure(arity(n), span);
                }
            }
            let args: Vec<Code> = args.iter().map(|a| self.expr(a)).collect();
            return self.builtin(name, args, span);
        }
        if builtin_constant(name).is_some() {
            return self.failure(not_a_function(), span);
        }
        self.failure(
            ErrorKind::Undefined {
                name: name.to_string(),
            },
            span,
        )
    }

    pub(super) fn dynamic_builtin(&mut self, name: &str, args: &[Code], span: Span) -> Code {
        let parts: Vec<String> = args.iter().map(|c| self.dynamic(c, span)).collect();
        Code::new(
            Ty::Dyn,
            format!(
                "rt::builtin({}, vec![{}], {})?",
                quoted(name),
                parts.join(", "),
                self.place(span)
            ),
        )
    }

    pub(super) fn builtin(&mut self, name: &str, args: Vec<Code>, span: Span) -> Code {
        if args.iter().any(|a| a.ty == Ty::Bottom) {
            // Evaluation stops in an argument: keep the arguments' code for their errors.
            let mut code = String::from("{ ");
            for a in &args {
                let _ = write!(code, "let _ = {}; ", a.code);
            }
            code.push_str("rt::Nil }");
            return Code::new(Ty::Bottom, code);
        }
        let place = self.place(span);
        // `Null`, `Next`, `Head` and `Tail` read a list through a reference: a local list is
        // passed as it is, not cloned.
        let args: Vec<Code> = if matches!(name, "Null" | "Next" | "Head" | "Tail") {
            args.into_iter()
                .map(|a| match (&a.ty, a.code.strip_suffix(".clone()")) {
                    (Ty::List(_), Some(ident)) if self.env.iter().any(|l| l.ident == ident) => {
                        Code::new(a.ty.clone(), ident)
                    }
                    _ => a,
                })
                .collect()
        } else {
            args
        };
        let typed = match (name, args.as_slice()) {
            ("Null", [x]) => match &x.ty {
                Ty::Nil => Some(Code::new(Ty::Bool, nil_then(&x.code, "true"))),
                Ty::List(_) => Some(Code::new(Ty::Bool, format!("({}).is_empty()", x.code))),
                Ty::Logical => Some(Code::new(Ty::Bool, format!("({}).is_zero()", x.code))),
                Ty::Tuple(_) => Some(Code::new(Ty::Bool, format!("{{ let _ = {}; false }}", x.code))),
                Ty::Opt(t) if matches!(**t, Ty::Tuple(_)) => {
                    Some(Code::new(Ty::Bool, format!("({}).is_none()", x.code)))
                }
                Ty::Opt(t) if **t == Ty::Logical => Some(Code::new(
                    Ty::Bool,
                    format!("({}).map_or(true, |x| x.is_zero())", x.code),
                )),
                Ty::Many(t) if matches!(**t, Ty::Tuple(_)) => Some(Code::new(
                    Ty::Bool,
                    format!(
                        "match {} {{ rt::Many::One(_) => false, rt::Many::List(l) => l.is_empty() }}",
                        x.code
                    ),
                )),
                _ => None,
            },
            ("Next" | "Head" | "Tail", [x]) if x.ty == Ty::Nil => {
                let function = Builtin::named(name).map_or("", Builtin::name);
                let fail = self.failure(ErrorKind::EmptyList { function }, span);
                Some(Code::new(Ty::Bottom, format!("{{ let _ = {}; {} }}", x.code, fail.code)))
            }
            ("Next", [x]) => match &x.ty {
                Ty::List(t) => Some(Code::new(
                    Ty::Tuple(vec![(**t).clone(), x.ty.clone()]),
                    format!("({}).next({place})?", x.code),
                )),
                _ => None,
            },
            ("Head", [x]) => match &x.ty {
                Ty::List(t) => Some(Code::new((**t).clone(), format!("({}).head({place})?", x.code))),
                _ => None,
            },
            ("Tail", [x]) => match &x.ty {
                Ty::List(_) => Some(Code::new(x.ty.clone(), format!("({}).tail({place})?", x.code))),
                _ => None,
            },
            ("SingleDigitFrom", [x]) if x.ty == Ty::Logical => Some(Code::new(
                Ty::Logical,
                format!("({}).single_digit({place})?", x.code),
            )),
            ("Shift", [x, n]) if x.ty == Ty::Logical && n.ty == Ty::Int => Some(Code::new(
                Ty::Logical,
                format!("({}).shift({})", x.code, n.code),
            )),
            ("Count", [x]) if x.ty == Ty::Logical => {
                Some(Code::new(Ty::Int, format!("({}).count()", x.code)))
            }
            ("Join", [a, l]) => self.join_call(a, l, span),
            ("MinList", items) => self.min_list(items, span),
            _ => None,
        };
        match typed {
            Some(code) => code,
            None => {
                let kinds: Vec<String> = args.iter().map(|a| describe(&a.ty)).collect();
                self.note(
                    span,
                    format!("{name} of ({}) is evaluated dynamically", kinds.join(", ")),
                );
                self.dynamic_builtin(name, &args, span)
            }
        }
    }

    pub(super) fn join_call(&mut self, a: &Code, l: &Code, span: Span) -> Option<Code> {
        let elem = match &l.ty {
            Ty::List(e) => (**e).clone(),
            Ty::Nil => Ty::Bottom,
            _ => return None,
        };
        let (ta, tl) = (self.temp(), self.temp());
        let lets = format!("let {ta} = {}; let {tl} = {};", a.code, l.code);
        match &a.ty {
            Ty::Nil if l.ty == Ty::Nil => Some(Code::new(Ty::Nil, format!("{{ {lets} {tl} }}"))),
            Ty::Nil => Some(Code::new(l.ty.clone(), format!("{{ {lets} {tl} }}"))),
            Ty::Dyn => None,
            Ty::List(x) => {
                let e = join(x, &elem);
                let list = Ty::List(Box::new(e));
                let front = self.coerce(&ta, &a.ty, &list, span);
                let rest = self.coerce(&tl, &l.ty, &list, span);
                Some(Code::new(
                    list,
                    format!("{{ {lets} ({front}).append({rest}) }}"),
                ))
            }
            Ty::Many(x) => {
                let e = join(x, &elem);
                let list = Ty::List(Box::new(e.clone()));
                let front = self.coerce(&ta, &a.ty, &Ty::Many(Box::new(e)), span);
                let rest = self.coerce(&tl, &l.ty, &list, span);
                Some(Code::new(
                    list,
                    format!("{{ {lets} ({front}).join({rest}) }}"),
                ))
            }
            Ty::Opt(x) => {
                let e = join(x, &elem);
                if is_listy(&e) || e == Ty::Dyn {
                    return None;
                }
                let list = Ty::List(Box::new(e.clone()));
                let v = self.temp();
                let item = self.coerce(&v, x, &e, span);
                let rest = self.coerce(&tl, &l.ty, &list, span);
                Some(Code::new(
                    list,
                    format!(
                        "{{ {lets} let {v}_rest = {rest}; match {ta} {{ Some({v}) => rt::List::cons({item}, {v}_rest), None => {v}_rest }} }}"
                    ),
                ))
            }
            x => {
                let e = join(x, &elem);
                if is_listy(&e) || e == Ty::Dyn {
                    return None;
                }
                let list = Ty::List(Box::new(e.clone()));
                let item = self.coerce(&ta, x, &e, span);
                let rest = self.coerce(&tl, &l.ty, &list, span);
                Some(Code::new(
                    list,
                    format!("{{ {lets} rt::List::cons({item}, {rest}) }}"),
                ))
            }
        }
    }

    pub(super) fn min_list(&mut self, items: &[Code], span: Span) -> Option<Code> {
        let mut elem = Ty::Bottom;
        for item in items {
            let t = match &item.ty {
                Ty::Nil => Ty::Bottom,
                Ty::Opt(t) => (**t).clone(),
                t if is_listy(t) || *t == Ty::Dyn => return None,
                t => t.clone(),
            };
            elem = join(&elem, &t);
        }
        if is_listy(&elem) || has_dyn(&elem) {
            return None;
        }
        let kept = self.temp();
        let mut code = format!(
            "{{ let mut {kept}: rt::Kept<{}, {}> = rt::Kept::new(); ",
            rust_type(&elem),
            items.len()
        );
        for item in items {
            match &item.ty {
                Ty::Nil => {
                    let _ = write!(code, "let _ = {}; ", item.code);
                }
                Ty::Opt(t) => {
                    let v = self.temp();
                    let inner = self.coerce(&v, t, &elem, span);
                    let _ = write!(
                        code,
                        "if let Some({v}) = {} {{ {kept}.push({inner}); }} ",
                        item.code
                    );
                }
                t => {
                    let inner = self.coerce(&item.code, t, &elem, span);
                    let _ = write!(code, "{kept}.push({inner}); ");
                }
            }
        }
        let _ = write!(code, "{kept}.into_list() }}");
        Some(Code::new(Ty::List(Box::new(elem)), code))
    }

    pub(super) fn unary(&mut self, op: UnaryOp, v: Code, span: Span) -> Code {
        let place = self.place(span);
        let typed = match (op, &v.ty) {
            (_, Ty::Bottom) => Some(Code::new(Ty::Bottom, v.code.clone())),
            // `- 5` is a constant, as the interpreter folds it.
            (UnaryOp::Neg, Ty::Int)
                if v.code.ends_with("i64")
                    && v.code[..v.code.len() - 3]
                        .bytes()
                        .all(|b| b.is_ascii_digit()) =>
            {
                Some(Code::new(Ty::Int, format!("-{}", v.code)))
            }
            (UnaryOp::Neg, Ty::Int) => Some(Code::new(
                Ty::Int,
                format!("rt::checked(({}).checked_neg(), \"-\", {place})?", v.code),
            )),
            (UnaryOp::Neg, Ty::Num) => {
                Some(Code::new(Ty::Num, format!("({}).neg({place})?", v.code)))
            }
            (UnaryOp::Not, Ty::Logical) => {
                Some(Code::new(Ty::Logical, format!("({}).complement()", v.code)))
            }
            (UnaryOp::Not | UnaryOp::LogicalNot, Ty::Bool) => {
                Some(Code::new(Ty::Bool, format!("!({})", v.code)))
            }
            _ => None,
        };
        typed.unwrap_or_else(|| {
            self.note(
                span,
                format!(
                    "an operator on {} is evaluated dynamically",
                    describe(&v.ty)
                ),
            );
            let operand = self.dynamic(&v, span);
            let op = match op {
                UnaryOp::Neg => "Neg",
                UnaryOp::Not => "Not",
                UnaryOp::LogicalNot => "LogicalNot",
            };
            Code::new(
                Ty::Dyn,
                format!("rt::unary(rt::UnOp::{op}, {operand}, {place})?"),
            )
        })
    }

    pub(super) fn binary(&mut self, op: BinaryOp, a: Code, b: Code, span: Span) -> Code {
        use BinaryOp::*;
        let place = self.place(span);
        let (x, y) = (&a.code, &b.code);
        let numeric = |t: &Ty| matches!(t, Ty::Int | Ty::Num);
        let typed: Option<Code> = match (op, &a.ty, &b.ty) {
            (_, Ty::Bottom, _) => Some(Code::new(Ty::Bottom, a.code.clone())),
            (_, _, Ty::Bottom) => Some(Code::new(Ty::Bottom, format!("{{ let _ = {x}; {y} }}"))),
            (Add | Sub, Ty::Int, Ty::Int) => {
                let (f, s) = if op == Add {
                    ("checked_add", "+")
                } else {
                    ("checked_sub", "-")
                };
                Some(Code::new(
                    Ty::Int,
                    format!("rt::checked(({x}).{f}({y}), \"{s}\", {place})?"),
                ))
            }
            (Add | Sub, Ty::Logical, Ty::Logical) => {
                let f = match (op, self.reading) {
                    (_, Reading::Xor) => "xor",
                    (Add, Reading::Set) => "or",
                    _ => "minus",
                };
                Some(Code::new(Ty::Logical, format!("({x}).{f}({y})")))
            }
            (Add | Sub, s, t) if numeric(s) && numeric(t) => {
                let (xa, yb) = (
                    self.coerce(x, s, &Ty::Num, span),
                    self.coerce(y, t, &Ty::Num, span),
                );
                let f = if op == Add { "add" } else { "sub" };
                Some(Code::new(Ty::Num, format!("({xa}).{f}({yb}, {place})?")))
            }
            (Mul, Ty::Int, Ty::Int) => Some(Code::new(
                Ty::Int,
                format!("rt::checked(({x}).checked_mul({y}), \"×\", {place})?"),
            )),
            (Div, Ty::Int, Ty::Int) => Some(Code::new(
                Ty::Int,
                format!("rt::divide({x}, {y}, {place})?"),
            )),
            (And | Or | Equiv, Ty::Logical, Ty::Logical) => {
                let f = match op {
                    And => "and",
                    Or => "or",
                    _ => "equiv",
                };
                Some(Code::new(Ty::Logical, format!("({x}).{f}({y})")))
            }
            (And | Or | Equiv, Ty::Bool, Ty::Bool) => {
                let f = match op {
                    And => "&&",
                    Or => "||",
                    _ => "==",
                };
                Some(Code::new(Ty::Bool, format!("({x} {f} {y})")))
            }
            (Eq | Ne, s, t)
                if s == t && matches!(s, Ty::Logical | Ty::Bool | Ty::Atom | Ty::Int | Ty::Num) =>
            {
                let f = if op == Eq { "==" } else { "!=" };
                Some(Code::new(Ty::Bool, format!("({x} {f} {y})")))
            }
            (Eq | Ne | Lt | Gt | Le | Ge, s, t) if numeric(s) && numeric(t) => {
                let (xa, yb) = if s == t {
                    (x.clone(), y.clone())
                } else {
                    (
                        self.coerce(x, s, &Ty::Num, span),
                        self.coerce(y, t, &Ty::Num, span),
                    )
                };
                let f = match op {
                    Eq => "==",
                    Ne => "!=",
                    Lt => "<",
                    Gt => ">",
                    Le => "<=",
                    _ => ">=",
                };
                Some(Code::new(Ty::Bool, format!("({xa} {f} {yb})")))
            }
            _ => None,
        };
        if let Some(code) = typed {
            return code;
        }
        self.note(
            span,
            format!(
                "an operator on {} and {} is evaluated dynamically",
                describe(&a.ty),
                describe(&b.ty)
            ),
        );
        let name = format!("{op:?}");
        let reading = match self.reading {
            Reading::Set => "rt::Reading::Set",
            Reading::Xor => "rt::Reading::Xor",
        };
        let left = self.dynamic(&a, span);
        let right = self.dynamic(&b, span);
        let t = self.temp();
        let short = match op {
            And => Some("false"),
            Or => Some("true"),
            _ => None,
        };
        // `∧` and `∨` stop at a deciding left operand, as the interpreter does.
        let code = match short {
            Some(decides) => format!(
                "{{ let {t} = {left}; if {t} == rt::Value::Bool({decides}) {{ {t} }} else {{ rt::binary(rt::Op::{name}, {t}, {right}, {reading}, {place})? }} }}"
            ),
            None => format!("rt::binary(rt::Op::{name}, {left}, {right}, {reading}, {place})?"),
        };
        Code::new(Ty::Dyn, code)
    }
}
