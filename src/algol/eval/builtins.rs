//! The standard procedures' glue: output and input through `io.rs`, the environmental
//! block's constants and the `output` format language.

use super::*;

impl<'p, 'io> Interp<'p, 'io> {
    pub(in crate::algol) fn write(&self, text: &str, site: Site) -> R<()> {
        self.write_bytes(text.as_bytes(), site)
    }

    pub(in crate::algol) fn write_bytes(&self, text: &[u8], site: Site) -> R<()> {
        match self.out.borrow_mut().write_all(text) {
            Ok(()) => Ok(()),
            Err(e) => self.fail(ErrorKind::Output(e.to_string()), site),
        }
    }

    pub(in crate::algol) fn read_number(&self, site: Site) -> R<Value<'p>> {
        let n = self.input.borrow_mut().number();
        match n {
            Ok(Number::Int(i)) => Ok(Value::Int(i)),
            Ok(Number::Real(r)) => Ok(Value::Real(r)),
            Err(e) => self.fail(ErrorKind::Input(e), site),
        }
    }

    /// Whose library the environmental block behaves as.
    pub(super) fn io_library(&self) -> crate::algol::io::Library {
        self.input.borrow().io_library()
    }

    /// A shared definition's outcome at `site`.
    pub(super) fn env<T>(&self, outcome: Result<T, ErrorKind>, site: Site) -> R<T> {
        outcome.or_else(|kind| self.fail(kind, site))
    }

    pub(super) fn string(&self, v: Value<'p>, site: Site) -> R<std::sync::Arc<str>> {
        match v {
            Value::Str(s) => Ok(s),
            other => self.fail(
                ErrorKind::Type {
                    expected: "a string",
                    found: other.kind_name(),
                },
                site,
            ),
        }
    }

    /// An input or output procedure, or another of the environmental block: its value, or
    /// `Empty` for a proper procedure.
    pub(in crate::algol) fn io(
        &self,
        op: IoProc,
        args: &'p [IoArg],
        env: &Rc<Frame<'p>>,
        site: Site,
    ) -> R<Value<'p>> {
        let value = |i: usize| -> R<Value<'p>> {
            match args.get(i) {
                Some(IoArg::Value(e)) => self.eval(e, env),
                _ => self.internal("missing input/output parameter", site),
            }
        };
        let text = match op {
            IoProc::Input => {
                for a in args {
                    match a {
                        IoArg::Target(t) => {
                            let place = self.locate(t, env)?;
                            let v = self.read_number(site)?;
                            self.store(place, v, site)?;
                        }
                        IoArg::WholeArray(r, asite) => {
                            let arr = self.array(r, env, *asite)?;
                            let n = arr.data.borrow().len();
                            for i in 0..n {
                                let v = self.read_number(site)?;
                                self.store(Place::Elem(arr.clone(), i), v, site)?;
                            }
                        }
                        IoArg::Value(_) => return self.internal("input into a value", site),
                    }
                }
                return Ok(Value::Empty);
            }
            IoProc::InReal | IoProc::InInteger => match args.get(1) {
                Some(IoArg::Target(t)) => {
                    value(0)?;
                    let place = self.locate(t, env)?;
                    let n = self.input.borrow_mut().read_number(op == IoProc::InInteger);
                    let n = self.env(n, site)?;
                    let v = match n {
                        Number::Int(i) => Value::Int(i),
                        Number::Real(r) => Value::Real(r),
                    };
                    self.store(place, v, site)?;
                    return Ok(Value::Empty);
                }
                _ => return self.internal("inreal without a variable", site),
            },
            IoProc::InChar => match args.get(2) {
                Some(IoArg::Target(t)) => {
                    value(0)?;
                    let s = self.string(value(1)?, site)?;
                    let place = self.locate(t, env)?;
                    let c = self.input.borrow_mut().character();
                    let c = self.env(c.map_err(ErrorKind::Input), site)?;
                    let at = self.io_library().position(&s, c);
                    self.store(place, Value::Int(at), site)?;
                    return Ok(Value::Empty);
                }
                _ => return self.internal("inchar without a variable", site),
            },
            IoProc::Output => {
                let format = match value(0)? {
                    Value::Str(s) => s,
                    other => {
                        return self.fail(
                            ErrorKind::Type {
                                expected: "a format string",
                                found: other.kind_name(),
                            },
                            site,
                        )
                    }
                };
                let mut values = Vec::new();
                for i in 1..args.len() {
                    values.push(match value(i)? {
                        Value::Int(v) => OutValue::Int(v),
                        Value::Real(v) => OutValue::Real(v),
                        Value::Bool(v) => OutValue::Bool(v),
                        other => {
                            return self.fail(
                                ErrorKind::Type {
                                    expected: "a number or a Boolean",
                                    found: other.kind_name(),
                                },
                                site,
                            )
                        }
                    });
                }
                self.env(
                    format_output(&format, &values).map_err(ErrorKind::Format),
                    site,
                )?
            }
            IoProc::OutInteger => {
                value(0)?;
                self.env(crate::algol::io::outinteger_text(&value(1)?), site)?
            }
            IoProc::OutReal => {
                value(0)?;
                self.env(self.io_library().outreal(&value(1)?), site)?
            }
            IoProc::OutBoolean => {
                value(0)?;
                self.env(crate::algol::io::outboolean_text(&value(1)?), site)?
            }
            IoProc::OutString => {
                value(0)?;
                let bytes = self.io_library().outstring(&self.string(value(1)?, site)?);
                self.write_bytes(&bytes, site)?;
                return Ok(Value::Empty);
            }
            IoProc::OutChar => {
                value(0)?;
                let s = self.string(value(1)?, site)?;
                let bytes = self.env(self.io_library().outchar(&s, &value(2)?), site)?;
                self.write_bytes(&bytes, site)?;
                return Ok(Value::Empty);
            }
            IoProc::OutTerminator => {
                value(0)?;
                crate::algol::io::TERMINATOR.to_string()
            }
            IoProc::Length => {
                let s = self.string(value(0)?, site)?;
                return Ok(Value::Int(self.io_library().length(&s)));
            }
            IoProc::Fault => {
                let s = self.string(value(0)?, site)?;
                let r = value(1)?;
                return self.fail(self.io_library().fault(&s, &r), site);
            }
            IoProc::Stop => return Err(Unwind::Stop),
            IoProc::Constant(c) => return Ok(self.io_library().constant(c).into()),
        };
        self.write(&text, site)?;
        Ok(Value::Empty)
    }
}
