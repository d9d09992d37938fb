//! What a translated program does beside its typed values: errors placed at their sites and
//! told as the interpreter's diagnostics, the step count and the clock, the memory check, the
//! operators and standard functions on a value of no declared type ([`V`]: a formal without a
//! specification), and the environmental block's input and output.

use super::*;

impl<'io> Rt<'io> {
    /// The error as the interpreter reports it: the message at the site's place.
    pub(super) fn diagnostic(&self, kind: &ErrorKind, site: Option<u32>) -> Diagnostic {
        let (line, col, width, text) = match site.and_then(|s| self.info.site(s)) {
            Some((l, col, width, _)) => (l.line as usize, col as usize, width as usize, l.text),
            None => (1, 1, 1, self.info.line_text(1)),
        };
        Diagnostic {
            message: kind.to_string(),
            at: Location {
                file: self.info.file.to_string(),
                line,
                col,
                width,
                line_text: text.to_string(),
            },
            notes: Vec::new(),
        }
    }

    pub(super) fn name(&self, site: u32) -> String {
        self.info
            .site(site)
            .map_or(String::new(), |(_, _, _, name)| name.to_string())
    }

    #[cold]
    #[inline(never)]
    pub fn fail<T>(&self, kind: ErrorKind, site: u32) -> R<T> {
        Err(Unwind::new(Unwinding::Error(kind, site)))
    }

    #[cold]
    #[inline(never)]
    pub fn internal<T>(&self, what: &str, site: u32) -> R<T> {
        self.fail(ErrorKind::Domain(format!("internal error: {what}")), site)
    }

    #[cold]
    #[inline(never)]
    pub(super) fn type_fail<T>(&self, expected: &'static str, found: &V, site: u32) -> R<T> {
        self.fail(
            ErrorKind::Type {
                expected,
                found: found.kind_name(),
            },
            site,
        )
    }

    /// One instruction executed; past the step limit, one with a place in the text fails.
    #[inline(always)]
    pub fn step(&self, site: Option<u32>) -> R<()> {
        let s = self.steps.get() + 1;
        self.steps.set(s);
        if s > self.max_steps {
            if let Some(site) = site {
                return self.fail(ErrorKind::StepLimit(self.max_steps), site);
            }
        }
        if s & (Limits::CLOCK_INTERVAL - 1) == 0 {
            return self.check_clock(site);
        }
        Ok(())
    }

    /// The deadline and the cancel flag, as the interpreter checks them; an instruction
    /// without a place lets a later check report.
    #[cold]
    #[inline(never)]
    pub(super) fn check_clock(&self, site: Option<u32>) -> R<()> {
        let (Some(clock), Some(site)) = (&self.clock, site) else {
            return Ok(());
        };
        match clock.check_clock() {
            Ok(()) => Ok(()),
            Err(crate::limits::LimitReached::Cancelled) => self.fail(ErrorKind::Cancelled, site),
            Err(_) => self.fail(ErrorKind::TimeLimit, site),
        }
    }

    pub fn new_frame(&self, parent: Option<Fr>, slots: &[SlotInit]) -> Fr {
        let id = self.next_id.get() + 1;
        self.next_id.set(id);
        meter::allocated(Frame::bytes(slots.len()));
        Rc::new(Frame {
            id,
            parent,
            slots: RefCell::new(slots.iter().map(init_value).collect()),
        })
    }

    // -----------------------------------------------------------------------------------------
    // Memory

    /// The bytes the run holds: the arrays and frames it made that are still alive (as the
    /// memory meter counts them) and the native stack it uses.
    pub(super) fn memory(&self) -> usize {
        meter::live()
            .saturating_sub(self.memory_base)
            .saturating_add(self.stack_base.abs_diff(stack_address()))
    }

    /// Fails when the run, with `more` bytes added, would pass the memory limit.
    pub(super) fn check_memory(&self, more: usize, site: u32) -> R<()> {
        if self.memory().saturating_add(more) > self.max_memory {
            return self.fail(ErrorKind::MemoryLimit(self.max_memory), site);
        }
        Ok(())
    }

    // -----------------------------------------------------------------------------------------
    // Values of no declared type

    #[inline(always)]
    pub fn int(&self, v: V, site: u32) -> R<i64> {
        match v {
            V::Int(i) => Ok(i),
            V::Real(r) => match round_to_int(r) {
                Some(i) => Ok(i),
                None => self.fail(ErrorKind::Overflow, site),
            },
            other => self.type_fail("a number", &other, site),
        }
    }

    #[inline(always)]
    pub fn bool(&self, v: V, site: u32) -> R<bool> {
        match v {
            V::Bool(b) => Ok(b),
            other => self.type_fail("a Boolean", &other, site),
        }
    }

    #[inline(always)]
    pub fn coerce(&self, v: V, ty: Ty, site: u32) -> R<V> {
        // The same type: the value itself, without converting it there and back.
        match (ty, &v) {
            (Ty::Integer, V::Int(_)) | (Ty::Real, V::Real(_)) | (Ty::Boolean, V::Bool(_)) => Ok(v),
            _ => self.at(arith::coerce(ty, &v), site),
        }
    }

    // -----------------------------------------------------------------------------------------
    // Operators

    /// An operation's value, or its failure at `site`.
    #[inline(always)]
    pub(super) fn at(&self, outcome: arith::Outcome<Num>, site: u32) -> R<V> {
        match outcome {
            Ok(n) => Ok(n.into()),
            Err(kind) => self.fail(kind, site),
        }
    }

    #[inline(always)]
    pub fn neg(&self, v: V, site: u32) -> R<V> {
        self.at(arith::negate(&v), site)
    }

    #[inline(always)]
    pub fn bin(&self, op: Op, l: V, r: V, site: u32) -> R<V> {
        if let (V::Int(a), V::Int(b)) = (&l, &r) {
            if let Some(v) = arith::int_fast(op, *a, *b) {
                return Ok(v.into());
            }
        }
        self.arith(op, l, r, site)
    }

    #[inline(never)]
    pub(super) fn arith(&self, op: Op, l: V, r: V, site: u32) -> R<V> {
        self.at(arith::binary(op, &l, &r), site)
    }

    pub fn std(&self, f: StdFn, v: V, site: u32) -> R<V> {
        self.at(arith::standard(f, &v), site)
    }

    // -----------------------------------------------------------------------------------------
    // Input and output

    pub(super) fn write(&self, text: &str, site: u32) -> R<()> {
        self.write_bytes(text.as_bytes(), site)
    }

    pub(super) fn write_bytes(&self, text: &[u8], site: u32) -> R<()> {
        match self.out.borrow_mut().write_all(text) {
            Ok(()) => Ok(()),
            Err(e) => self.fail(ErrorKind::Output(e.to_string()), site),
        }
    }

    pub(super) fn read_number(&self, site: u32) -> R<V> {
        let n = self.input.borrow_mut().number();
        match n {
            Ok(Number::Int(i)) => Ok(V::Int(i)),
            Ok(Number::Real(r)) => Ok(V::Real(r)),
            Err(e) => self.fail(ErrorKind::Input(e), site),
        }
    }

    /// The position in `s` of the next character of the input (0: not in `s`), for the typed
    /// translation's `inchar`.
    pub fn inchar_position(&self, s: &str, site: u32) -> R<i64> {
        let c = self.input.borrow_mut().character();
        let c = self.env(c.map_err(ErrorKind::Input), site)?;
        Ok(self.io_library().position(s, c))
    }

    /// A value given to `output`.
    pub fn out_value(&self, v: V, site: u32) -> R<OutValue> {
        match v {
            V::Int(v) => Ok(OutValue::Int(v)),
            V::Real(v) => Ok(OutValue::Real(v)),
            V::Bool(v) => Ok(OutValue::Bool(v)),
            other => self.type_fail("a number or a Boolean", &other, site),
        }
    }

    pub fn output(&self, format: &str, values: &[OutValue], site: u32) -> R<()> {
        match format_output(format, values) {
            Ok(text) => self.write(&text, site),
            Err(e) => self.fail(ErrorKind::Format(e), site),
        }
    }

    /// Whose library the environmental block behaves as.
    pub(super) fn io_library(&self) -> Library {
        self.input.borrow().io_library()
    }

    /// A shared definition's outcome at `site`.
    pub(super) fn env<T>(&self, outcome: Result<T, ErrorKind>, site: u32) -> R<T> {
        outcome.or_else(|kind| self.fail(kind, site))
    }

    pub fn outinteger(&self, v: V, site: u32) -> R<()> {
        let text = self.env(io::outinteger_text(&v), site)?;
        self.write(&text, site)
    }

    pub fn outreal(&self, v: V, site: u32) -> R<()> {
        let text = self.env(self.io_library().outreal(&v), site)?;
        self.write(&text, site)
    }

    pub fn outboolean(&self, v: V, site: u32) -> R<()> {
        let text = self.env(io::outboolean_text(&v), site)?;
        self.write(&text, site)
    }

    pub fn outstring(&self, v: V, site: u32) -> R<()> {
        let s = self.string(v, site)?;
        self.write_bytes(&self.io_library().outstring(s), site)
    }

    /// A string parameter (`outchar`'s, `inchar`'s), checked before the next parameter is
    /// evaluated.
    pub fn string(&self, v: V, site: u32) -> R<&'static str> {
        match v {
            V::Str(s) => Ok(s),
            other => self.type_fail("a string", &other, site),
        }
    }

    pub fn outchar(&self, s: &str, i: V, site: u32) -> R<()> {
        let bytes = self.env(self.io_library().outchar(s, &i), site)?;
        self.write_bytes(&bytes, site)
    }

    pub fn outterminator(&self, site: u32) -> R<()> {
        self.write(io::TERMINATOR, site)
    }

    /// `length(s)`.
    pub fn length(&self, v: V, site: u32) -> R<V> {
        Ok(V::Int(self.io_library().length(self.string(v, site)?)))
    }

    /// `fault(s, r)`: the run ends with the error that shows them.
    pub fn fault<T>(&self, s: &str, r: V, site: u32) -> R<T> {
        self.fail(self.io_library().fault(s, &r), site)
    }

    /// `stop`: the run ends at once, output flushed, without an error.
    pub fn stop<T>(&self) -> R<T> {
        Err(Unwind::new(Unwinding::Stop))
    }

    /// `maxreal`, `minreal`, `maxint`, `epsilon`.
    pub fn constant(&self, c: Constant) -> V {
        self.io_library().constant(c).into()
    }
}
