//! Reading a record's fields with their types, reporting what is wrong.
//!
//! [`Fields`] is made once per record with the list of field names that
//! kind of record accepts; it reports unknown and repeated fields at once,
//! then hands out typed values. Every reader returns `None` (after
//! reporting) when a value is missing or malformed, so the checker can go
//! on and report the record's other problems in the same run.

use crate::ast::{Field, Record, Value, ValueKind};
use crate::flags::NamedFlags;
use crate::messages;
use crate::names::Named;
use oxhack_diag::{Diags, Span};

pub struct Fields<'r> {
    rec: &'r Record,
    kind: &'static str,
    diags: &'r mut Diags,
}

impl<'r> Fields<'r> {
    /// Checks field names against `known` and reports unknown or repeated ones.
    pub fn new(rec: &'r Record, kind: &'static str, known: &[&str], diags: &'r mut Diags) -> Fields<'r> {
        let mut seen: Vec<&Field> = Vec::new();
        for f in &rec.fields {
            if !known.contains(&f.key.node.as_str()) {
                diags.push(messages::unknown_field(f.key.span, &f.key.node, kind, known));
            } else if let Some(first) = seen.iter().find(|s| s.key.node == f.key.node) {
                diags.push(messages::duplicate_field(f.key.span, first.key.span, &f.key.node));
            } else {
                seen.push(f);
            }
        }
        Fields { rec, kind, diags }
    }

    pub fn diags(&mut self) -> &mut Diags {
        self.diags
    }

    pub fn head(&self) -> Span {
        self.rec.head
    }

    /// The field's value, if given (the first one, if repeated).
    pub fn get(&self, key: &str) -> Option<&'r Value> {
        self.rec.fields.iter().find(|f| f.key.node == key).map(|f| &f.value)
    }

    /// The field's value, reporting it missing if absent.
    pub fn req(&mut self, key: &str) -> Option<&'r Value> {
        let v = self.get(key);
        if v.is_none() && !self.rec.broken {
            self.diags.push(messages::missing_field(self.rec.head, key, self.kind));
        }
        v
    }

    /// An integer within `min..=max`; `None` if absent or wrong.
    pub fn int(&mut self, key: &str, min: i64, max: i64) -> Option<i64> {
        let v = self.get(key)?;
        int(v, key, min, max, self.diags)
    }

    /// A required integer.
    pub fn req_int(&mut self, key: &str, min: i64, max: i64) -> Option<i64> {
        let v = self.req(key)?;
        int(v, key, min, max, self.diags)
    }

    /// An integer with a default of 0 when absent.
    pub fn int_or0(&mut self, key: &str, min: i64, max: i64) -> i64 {
        self.int(key, min, max).unwrap_or(0)
    }

    pub fn word<E: Named>(&mut self, key: &str) -> Option<E> {
        let v = self.get(key)?;
        word(v, key, self.diags)
    }

    pub fn req_word<E: Named>(&mut self, key: &str) -> Option<E> {
        let v = self.req(key)?;
        word(v, key, self.diags)
    }

    /// A list of flag words, empty when absent.
    pub fn flags<F: NamedFlags>(&mut self, key: &str) -> F {
        match self.get(key) {
            Some(v) => flags(v, key, self.diags),
            None => F::empty(),
        }
    }

    pub fn string(&mut self, key: &str) -> Option<String> {
        let v = self.get(key)?;
        string(v, key, self.diags)
    }

    /// `yes`/`no`, `false` when absent.
    pub fn boolean(&mut self, key: &str) -> bool {
        match self.get(key) {
            Some(v) => match &v.kind {
                ValueKind::Word(w) if w == "yes" => true,
                ValueKind::Word(w) if w == "no" => false,
                other => {
                    self.diags.push(messages::wrong_value(v.span, key, "yes or no", other.describe()));
                    false
                }
            },
            None => false,
        }
    }

    /// The list items of a field (a single value counts as a list of one).
    pub fn list(&mut self, key: &str) -> &'r [Value] {
        match self.get(key) {
            Some(Value { kind: ValueKind::List(items), .. }) => items,
            Some(v) => std::slice::from_ref(v),
            None => &[],
        }
    }
}

pub fn int(v: &Value, key: &str, min: i64, max: i64, diags: &mut Diags) -> Option<i64> {
    match v.kind {
        ValueKind::Int(Some(n)) if n >= min && n <= max => Some(n),
        ValueKind::Int(Some(n)) => {
            diags.push(messages::out_of_range(v.span, key, n, min, max));
            None
        }
        ValueKind::Int(None) => {
            diags.push(messages::number_too_large(v.span));
            None
        }
        ref other => {
            diags.push(messages::wrong_value(v.span, key, "a number", other.describe()));
            None
        }
    }
}

pub fn word<E: Named>(v: &Value, key: &str, diags: &mut Diags) -> Option<E> {
    match &v.kind {
        ValueKind::Word(w) => lookup::<E>(w, v.span, diags),
        other => {
            diags.push(messages::wrong_value(v.span, key, &format!("a {} name", E::KIND), other.describe()));
            None
        }
    }
}

/// The enum value a word names, reporting unknown words with a suggestion.
pub fn lookup<E: Named>(w: &str, span: Span, diags: &mut Diags) -> Option<E> {
    let found = E::from_name(w);
    if found.is_none() {
        let names: Vec<String> = E::names().map(str::to_string).collect();
        diags.push(messages::unknown_name(span, E::KIND, w, &names));
    }
    found
}

pub fn flags<F: NamedFlags>(v: &Value, key: &str, diags: &mut Diags) -> F {
    let items: &[Value] = match &v.kind {
        ValueKind::List(items) => items,
        _ => std::slice::from_ref(v),
    };
    let mut out = F::empty();
    for item in items {
        match &item.kind {
            ValueKind::Word(w) => match F::from_word(w) {
                Some(f) => out.insert(f),
                None => diags.push(messages::unknown_name(item.span, F::KIND, w, &F::words())),
            },
            other => diags.push(messages::wrong_value(
                item.span,
                key,
                &format!("a list of {} names", F::KIND),
                other.describe(),
            )),
        }
    }
    out
}

pub fn string(v: &Value, key: &str, diags: &mut Diags) -> Option<String> {
    match &v.kind {
        ValueKind::Str(s) => Some(s.clone()),
        other => {
            diags.push(messages::wrong_value(v.span, key, "a string", other.describe()));
            None
        }
    }
}
