//! Definitions: each one Rust function, with its parameters' and result's types, its limits
//! and its comment; and the check that no parameter is applied as a function.

use super::*;

impl<'a> Translator<'a> {
    /// The body of a definition with its parameters bound (for inference and for code).
    pub(super) fn definition_body(&mut self, d: usize) -> Code {
        self.source = self.defs[d].source;
        self.env.clear();
        let params = self.defs[d].param_names;
        for (i, (p, ty)) in params.iter().zip(self.params[d].clone()).enumerate() {
            self.bind_var(p, ty, Var::Param(d, i));
        }
        let body = self.defs[d].body;
        self.expr(body)
    }

    pub(super) fn definition(&mut self, d: usize) -> String {
        self.temps = 0;
        self.labels = 0;
        self.notes.clear();
        let body = self.definition_body(d);
        let result = self.results[d].clone();
        let span = self.defs[d].span;
        let body_code = self.coerce(&body.code, &body.ty, &result, span);
        let def = &self.defs[d];
        let mut out = String::new();
        let text = def
            .source
            .text
            .get(def.span.start..def.span.end)
            .unwrap_or("");
        for line in text.lines() {
            let _ = writeln!(out, "// {}", crate::rust_names::comment(line.trim_end()));
        }
        let params = def.params.clone().unwrap_or_default();
        let signature: Vec<String> = params
            .iter()
            .zip(&self.params[d])
            .map(|(p, ty)| format!("{p}: {}", describe(ty)))
            .collect();
        let _ = writeln!(
            out,
            "/// `{}`{}: {}.",
            def.name,
            if def.params.is_some() {
                format!("({})", signature.join(", "))
            } else {
                String::new()
            },
            describe(&result)
        );
        let typed =
            !self.params[d].iter().any(has_dyn) && !has_dyn(&result) && self.notes.is_empty();
        if !typed {
            let _ = writeln!(
                out,
                "///\n/// Not fully typed (dynamic values where inference found no single type):"
            );
            if self.params[d].iter().any(has_dyn) && !self.called[d] {
                let _ = writeln!(
                    out,
                    "/// - no entry calls it, so its parameters are dynamic;"
                );
            }
            for note in &self.notes {
                let _ = writeln!(out, "/// - {note};");
            }
        }
        let mut args = vec!["ctx: &mut rt::Ctx".to_string()];
        for (i, (p, ty)) in params.iter().zip(&self.params[d]).enumerate() {
            // A parameter that is assigned is a variable of the function (CPL's by value).
            let mutable = if self.assigned.contains_key(&Var::Param(d, i)) {
                "mut "
            } else {
                ""
            };
            args.push(format!("{mutable}{}: {}", local_name(p), rust_type(ty)));
        }
        let name = self.fn_names[d].clone();
        let (line, col) = def.source.line_col(def.span.start);
        let place = quoted(&format!("{}:{line}:{col}", def.source.name));
        // A body that is one call of a definition (`RemainingPositionList`) only passes its
        // arguments on, and a leaf (a body that calls no definition: no `ctx` in its code,
        // since every call passes it) is straight-line code: both are always inlined, so
        // they cost no call of their own, even inside recursion.
        let leaf = !body_code.contains("ctx");
        let forwards = matches!(&def.body.kind,
            ExprKind::Apply { function, .. } if self.names.contains_key(&function.text));
        if def.params.is_some() && (forwards || leaf) {
            let _ = writeln!(out, "#[inline(always)]");
        } else if def.params.is_some() {
            // Most definitions are small and called from one or two places: inlining them
            // lets the compiler keep tuples in registers instead of returning them in memory.
            let _ = writeln!(out, "#[inline]");
        }
        let _ = writeln!(
            out,
            "pub fn {name}({}) -> rt::R<{}> {{",
            args.join(", "),
            rust_type(&result)
        );
        if def.params.is_none() && result == Ty::Int {
            let _ = writeln!(
                out,
                "if let Some(value) = ctx.override_int({}) {{ return Ok(value); }}",
                quoted(&def.name)
            );
        }
        let constant = def.params.is_none();
        if constant {
            let _ = writeln!(out, "ctx.enter_constant({}, {place})?;", quoted(&def.name));
        }
        // In a leaf one `tick` does what `enter` and `leave` do around it.
        if leaf {
            let _ = writeln!(out, "ctx.tick({d}, {place})?;");
        } else {
            let _ = writeln!(out, "ctx.enter({d}, {place})?;");
        }
        let _ = writeln!(out, "let result: {} = {body_code};", rust_type(&result));
        if !leaf {
            let _ = writeln!(out, "ctx.leave();");
        }
        if constant {
            let _ = writeln!(out, "ctx.leave_constant();");
        }
        let _ = writeln!(out, "Ok(result)\n}}");
        out
    }
}

/// The first application of one of `params` in `e` (a function value the translator refuses).
pub(super) fn applied_parameter<'e>(e: &'e Expr, params: &[String]) -> Option<&'e Name> {
    let exprs = |items: &'e [Expr]| items.iter().find_map(|i| applied_parameter(i, params));
    match &e.kind {
        ExprKind::Apply { function, args } => {
            if params.contains(&function.text) {
                Some(function)
            } else {
                exprs(args)
            }
        }
        ExprKind::Tuple(items) => exprs(items),
        ExprKind::Unary { operand, .. } => applied_parameter(operand, params),
        ExprKind::Binary { lhs, rhs, .. } => {
            applied_parameter(lhs, params).or_else(|| applied_parameter(rhs, params))
        }
        ExprKind::Conditional {
            test,
            then,
            otherwise,
        } => applied_parameter(test, params)
            .or_else(|| applied_parameter(then, params))
            .or_else(|| applied_parameter(otherwise, params)),
        ExprKind::ValueOf(block) => applied_in_block(block, params),
        ExprKind::Where { body, definitions } => applied_parameter(body, params).or_else(|| {
            definitions
                .iter()
                .find_map(|d| applied_parameter(&d.value, params))
        }),
        _ => None,
    }
}

pub(super) fn applied_in_block<'e>(block: &'e Block, params: &[String]) -> Option<&'e Name> {
    block.items.iter().find_map(|item| match item {
        BlockItem::Let { value, .. } | BlockItem::ResultIs { value, .. } => {
            applied_parameter(value, params)
        }
        BlockItem::If { test, then, .. } => {
            applied_parameter(test, params).or_else(|| applied_in_command(then, params))
        }
        BlockItem::Command(c) => applied_in_command(c, params),
    })
}

pub(super) fn applied_in_command<'e>(c: &'e Command, params: &[String]) -> Option<&'e Name> {
    match c {
        Command::Call { args, .. } => args.iter().find_map(|a| applied_parameter(a, params)),
        Command::Block(b) => applied_in_block(b, params),
        Command::Assign { value, .. } => applied_parameter(value, params),
        Command::While { test, body, .. } => {
            applied_parameter(test, params).or_else(|| applied_in_command(body, params))
        }
    }
}
