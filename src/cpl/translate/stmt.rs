//! Blocks, `let`, commands (CPL 1963: assignment, `while`, `if ... then`) and `where`.

use super::*;

impl<'a> Translator<'a> {
    /// `value of § ... §`: a labelled Rust block; `result is` breaks out with the value.
    pub(super) fn value_of(&mut self, block: &Block) -> Code {
        // A first pass finds the block's type (the join of its results), a second writes the
        // code with every result converted to it.
        let (temps, labels, notes, env) =
            (self.temps, self.labels, self.notes.len(), self.env.len());
        let mut results = Vec::new();
        let _ = self.items(&block.items, 0, None, &mut results, true);
        self.env.truncate(env);
        let ty = results.iter().fold(Ty::Bottom, |t, r| join(&t, r));
        self.temps = temps;
        self.labels = labels;
        self.notes.truncate(notes);
        self.labels += 1;
        let label = self.labels;
        let mut ignored = Vec::new();
        let (mut body, ended) = self.items(&block.items, label, Some(&ty), &mut ignored, true);
        self.env.truncate(env);
        if !ended {
            let _ = writeln!(
                body,
                "rt::fail::<{}>(\"the block ends without `result is`\", {})?",
                rust_type(&ty),
                self.place(block.span)
            );
        }
        Code::new(ty, format!("'b{label}: {{\n{body}}}"))
    }

    /// The items of a block as Rust statements, and whether they end with a `result is`
    /// (at the top of a block, its value is the last expression; inside a command block, it
    /// breaks out of the enclosing `value of` block).
    pub(super) fn items(
        &mut self,
        items: &[BlockItem],
        label: usize,
        ty: Option<&Ty>,
        results: &mut Vec<Ty>,
        top: bool,
    ) -> (String, bool) {
        let mut code = String::new();
        for item in items {
            match item {
                BlockItem::Let {
                    pattern,
                    value,
                    span,
                } => {
                    let v = self.expr(value);
                    self.let_item(&mut code, pattern, v, *span);
                }
                BlockItem::If { test, then, .. } => {
                    let t = self.test(test);
                    match then {
                        Command::Call { name, args, .. }
                            if name.text == "Resign" && args.is_empty() =>
                        {
                            let _ = writeln!(code, "if {t} {{ return Err(rt::Stop::Resign); }}");
                        }
                        Command::Call { name, args, span } if name.text == "Resign" => {
                            let fail = self.failure(resign_arity(args.len()), *span);
                            let _ = writeln!(code, "if {t} {{ {}; }}", fail.code);
                        }
                        Command::Call { name, span, .. } => {
                            let fail = self.failure(unknown_command(&name.text), *span);
                            let _ = writeln!(code, "if {t} {{ {}; }}", fail.code);
                        }
                        Command::Block(inner) => {
                            let env = self.env.len();
                            let (body, _) = self.items(&inner.items, label, ty, results, false);
                            self.env.truncate(env);
                            let _ = writeln!(code, "if {t} {{\n{body}}}");
                        }
                        command => {
                            let body = self.command(command, label, ty, results);
                            let _ = writeln!(code, "if {t} {{\n{body}}}");
                        }
                    }
                }
                BlockItem::Command(command) => {
                    let c = self.command(command, label, ty, results);
                    code.push_str(&c);
                }
                BlockItem::ResultIs { value, span } => {
                    let v = self.expr(value);
                    results.push(v.ty.clone());
                    let out = match ty {
                        Some(ty) => self.coerce(&v.code, &v.ty, ty, *span),
                        None => v.code,
                    };
                    if top {
                        let _ = writeln!(code, "{out}");
                    } else {
                        let _ = writeln!(code, "break 'b{label} {out};");
                    }
                    return (code, true);
                }
            }
        }
        (code, false)
    }

    pub(super) fn let_item(&mut self, code: &mut String, pattern: &Pattern, v: Code, span: Span) {
        let env = self.env.len();
        self.let_binding(code, pattern, v, span);
        self.make_variables(code, pattern, env);
    }

    pub(super) fn let_binding(
        &mut self,
        code: &mut String,
        pattern: &Pattern,
        v: Code,
        span: Span,
    ) {
        match pattern {
            Pattern::Name(name) => {
                let ident = self.bind(name, v.ty.clone());
                let _ = writeln!(code, "let {ident}: {} = {};", rust_type(&v.ty), v.code);
            }
            Pattern::Tuple(names, _) => match &v.ty {
                Ty::Tuple(tys) if tys.len() == names.len() => {
                    let idents: Vec<String> = names
                        .iter()
                        .zip(tys.clone())
                        .map(|(n, t)| self.bind(n, t))
                        .collect();
                    let _ = writeln!(
                        code,
                        "let ({},): {} = {};",
                        idents.join(", "),
                        rust_type(&v.ty),
                        v.code
                    );
                }
                Ty::Bottom => {
                    let _ = writeln!(code, "let _ = {};", v.code);
                    for n in names {
                        let ident = self.bind(n, Ty::Bottom);
                        let _ = writeln!(code, "let {ident} = rt::Nil;");
                    }
                }
                other => {
                    self.note(
                        span,
                        format!(
                            "{} names bound to {}: checked when it runs",
                            names.len(),
                            describe(other)
                        ),
                    );
                    let t = self.temp();
                    let dynamic = self.dynamic(&v, span);
                    let _ = writeln!(
                        code,
                        "let {t} = rt::untuple({dynamic}, {}, {})?;",
                        names.len(),
                        self.place(span)
                    );
                    for (i, n) in names.iter().enumerate() {
                        let ident = self.bind(n, Ty::Dyn);
                        let _ = writeln!(code, "let {ident}: rt::Value = {t}[{i}].clone();");
                    }
                }
            },
        }
    }
}

pub(super) fn nil_then(code: &str, value: &str) -> String {
    if code == "rt::Nil" {
        value.to_string()
    } else {
        format!("{{ let _ = {code}; {value} }}")
    }
}

impl<'a> Translator<'a> {
    /// The names a `let` just bound (from `env` on) that some assignment assigns become
    /// `let mut` variables of the join of their value and everything assigned to them.
    pub(super) fn make_variables(&mut self, code: &mut String, pattern: &Pattern, env: usize) {
        let names: Vec<&Name> = match pattern {
            Pattern::Name(n) => vec![n],
            Pattern::Tuple(names, _) => names.iter().collect(),
        };
        for (i, n) in names.iter().enumerate() {
            let Some(at) = env.checked_add(i).filter(|&at| at < self.env.len()) else {
                continue;
            };
            let var = Var::Let(self.source.name.clone(), n.span.start);
            self.env[at].var = var.clone();
            let Some(assigned) = self.assigned.get(&var).cloned() else {
                continue;
            };
            let (ident, ty) = (self.env[at].ident.clone(), self.env[at].ty.clone());
            let wide = join(&ty, &assigned);
            let value = self.coerce(&ident, &ty, &wide, n.span);
            let _ = writeln!(code, "let mut {ident}: {} = {value};", rust_type(&wide));
            self.env[at].ty = wide;
        }
    }

    /// A variable's type grows to take in a value assigned to it.
    pub(super) fn widen(&mut self, var: &Var, ty: &Ty) {
        match var {
            Var::Param(d, i) => {
                let joined = join(&self.params[*d][*i], ty);
                if joined != self.params[*d][*i] {
                    self.params[*d][*i] = joined;
                    self.make_due(*d);
                }
                self.assigned.entry(var.clone()).or_insert(Ty::Bottom);
            }
            Var::Let(..) => {
                let old = self.assigned.get(var).cloned();
                let joined = join(old.as_ref().unwrap_or(&Ty::Bottom), ty);
                if old.as_ref() != Some(&joined) {
                    self.assigned.insert(var.clone(), joined);
                    // The `let` is in what is being analysed: analyse it again.
                    self.make_due(self.current);
                }
            }
        }
    }

    /// A command as Rust statements: an assignment, a `while`, or what `if` takes.
    pub(super) fn command(
        &mut self,
        command: &Command,
        label: usize,
        ty: Option<&Ty>,
        results: &mut Vec<Ty>,
    ) -> String {
        match command {
            Command::Block(inner) => {
                let env = self.env.len();
                let (body, _) = self.items(&inner.items, label, ty, results, false);
                self.env.truncate(env);
                format!("{{\n{body}}}\n")
            }
            Command::Call { name, args, span } => {
                let kind = if name.text == "Resign" && args.is_empty() {
                    return "return Err(rt::Stop::Resign);\n".to_string();
                } else if name.text == "Resign" {
                    resign_arity(args.len())
                } else {
                    unknown_command(&name.text)
                };
                format!("{};\n", self.failure(kind, *span).code)
            }
            Command::While { test, body, span } => {
                let t = self.test(test);
                let body = self.command(body, label, ty, results);
                let place = self.place(test.span);
                let _ = span;
                format!("while {{ ctx.round({place})?; {t} }} {{\n{body}}}\n")
            }
            Command::Assign { target, value, .. } => self.assign(target, value),
        }
    }

    pub(super) fn assign(&mut self, target: &Pattern, value: &Expr) -> String {
        let v = self.expr(value);
        let names: Vec<&Name> = match target {
            Pattern::Name(n) => vec![n],
            Pattern::Tuple(names, _) => names.iter().collect(),
        };
        let mut targets = Vec::new();
        for n in &names {
            match self.local(binder(n)) {
                Some(local) => {
                    targets.push((local.ident.clone(), local.ty.clone(), local.var.clone()))
                }
                None => {
                    let name = &n.text;
                    let name = name.clone();
                    let kind = if self.names.contains_key(&name)
                        || Builtin::named(&name).is_some()
                        || builtin_constant(&name).is_some()
                    {
                        ErrorKind::AssignNotVariable { name }
                    } else {
                        ErrorKind::AssignUndefined { name }
                    };
                    return format!(
                        "{{ let _ = {}; {}; }}\n",
                        v.code,
                        self.failure(kind, n.span).code
                    );
                }
            }
        }
        match target {
            Pattern::Name(n) => {
                let (ident, ty, var) = targets.remove(0);
                self.widen(&var, &v.ty);
                let value = self.coerce(&v.code, &v.ty, &ty, n.span);
                format!("{ident} = {value};\n")
            }
            Pattern::Tuple(_, span) => {
                let items: Vec<Ty> = match &v.ty {
                    Ty::Tuple(items) if items.len() == targets.len() => items.clone(),
                    _ => vec![Ty::Dyn; targets.len()],
                };
                let temps: Vec<String> = targets.iter().map(|_| self.temp()).collect();
                let mut out = if matches!(&v.ty, Ty::Tuple(items) if items.len() == targets.len()) {
                    format!("{{ let ({},) = {};\n", temps.join(", "), v.code)
                } else {
                    let t = self.temp();
                    let dynamic = self.dynamic(&v, *span);
                    let mut out = format!(
                        "{{ let {t} = rt::untuple({dynamic}, {}, {})?;\n",
                        targets.len(),
                        self.place(*span)
                    );
                    for (i, temp) in temps.iter().enumerate() {
                        let _ = writeln!(out, "let {temp}: rt::Value = {t}[{i}].clone();");
                    }
                    out
                };
                for ((ident, ty, var), (temp, item)) in targets.iter().zip(temps.iter().zip(&items))
                {
                    self.widen(var, item);
                    let value = self.coerce(temp, item, ty, *span);
                    let _ = writeln!(out, "{ident} = {value};");
                }
                out.push_str("}\n");
                out
            }
        }
    }

    /// `body where x = e and ...`: the values first (in the scope outside), then the names.
    pub(super) fn where_expr(&mut self, body: &Expr, definitions: &[WhereDefinition]) -> Code {
        let env = self.env.len();
        let mut code = String::new();
        let mut values = Vec::new();
        for d in definitions {
            let v = self.expr(&d.value);
            let t = self.temp();
            let _ = writeln!(code, "let {t}: {} = {};", rust_type(&v.ty), v.code);
            values.push(Code::new(v.ty, t));
        }
        for (d, v) in definitions.iter().zip(values) {
            self.let_item(&mut code, &d.pattern, v, d.span);
        }
        let body = self.expr(body);
        self.env.truncate(env);
        Code::new(body.ty, format!("{{\n{code}{}\n}}", body.code))
    }
}
