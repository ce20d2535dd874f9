//! Readable listings of level programs (`lev_comp --disasm`).
//!
//! One line per instruction, in the same notation as
//! `../shared/tools/levdump.py` so the two can be diffed: opcode names,
//! decoded operands with monster and object names, jump targets, and MAP
//! bodies drawn as map characters.

use crate::isa::{Op, Opcode};
use crate::program::Program;
use crate::terrain;
use crate::value::{Operand, coord, mapchar};
use std::fmt::Write;

/// Where the listing gets monster and object names from.
pub trait Names {
    fn monster(&self, index: i64) -> Option<&str>;
    fn object(&self, index: i64) -> Option<&str>;
}

/// No names: indices only.
pub struct NoNames;

impl Names for NoNames {
    fn monster(&self, _: i64) -> Option<&str> {
        None
    }
    fn object(&self, _: i64) -> Option<&str> {
        None
    }
}

const HUMIDITY: [(i64, &str); 7] = [
    (coord::DRY, "DRY"),
    (coord::WET, "WET"),
    (coord::HOT, "HOT"),
    (coord::SOLID, "SOLID"),
    (coord::ANY_LOC, "ANY_LOC"),
    (coord::NO_LOC_WARN, "NO_LOC_WARN"),
    (coord::SPACELOC, "SPACELOC"),
];

/// The listing of a whole program, header lines first.
pub fn listing(p: &Program, names: &dyn Names) -> String {
    let mut out = String::new();
    let h = &p.header;
    let inc = h.incarnation;
    let _ = writeln!(
        out,
        "version {}.{}.{}.{} incarnation=0x{:08x} feature_set=0x{:08x} entity_count=0x{:08x} struct_sizes1=0x{:08x} struct_sizes2=0x{:08x}",
        (inc >> 24) & 0xff,
        (inc >> 16) & 0xff,
        (inc >> 8) & 0xff,
        inc & 0xff,
        h.incarnation,
        h.feature_set,
        h.entity_count,
        h.struct_sizes1,
        h.struct_sizes2
    );
    let e = h.entity_count;
    let _ = writeln!(
        out,
        "entity_count: artifacts={} objects={} monsters={}",
        (e >> 24) & 0xff,
        (e >> 12) & 0xfff,
        e & 0xfff
    );
    let _ = writeln!(out, "n_opcodes {}", p.ops.len());
    let width = p.ops.len().saturating_sub(1).to_string().len().max(4);
    for (i, op) in p.ops.iter().enumerate() {
        let _ = write!(out, "{i:0width$} {}", op.opcode().name());
        match op {
            Op::Push(v) => {
                out.push(' ');
                out.push_str(&operand(v, names, map_dims(p, i)));
            }
            _ => {
                let jumps = matches!(
                    op.opcode(),
                    Opcode::Jmp
                        | Opcode::Jl
                        | Opcode::Jle
                        | Opcode::Jg
                        | Opcode::Jge
                        | Opcode::Je
                        | Opcode::Jne
                        | Opcode::Call
                );
                if let (true, Some(Op::Push(Operand::Int(off)))) = (jumps, i.checked_sub(1).and_then(|j| p.ops.get(j)))
                {
                    let _ = write!(out, " -> {:0width$}", i as i64 + off);
                }
            }
        }
        out.push('\n');
    }
    out
}

/// For a string pushed just before `PUSH h; PUSH w; MAP`, the map size.
fn map_dims(p: &Program, i: usize) -> Option<(i64, i64)> {
    match (p.ops.get(i + 1), p.ops.get(i + 2), p.ops.get(i + 3)) {
        (Some(Op::Push(Operand::Int(h))), Some(Op::Push(Operand::Int(w))), Some(Op::Map)) => Some((*w, *h)),
        _ => None,
    }
}

/// One operand in levdump's notation.
pub fn operand(v: &Operand, names: &dyn Names, map: Option<(i64, i64)>) -> String {
    match v {
        Operand::Null => "null".into(),
        Operand::Int(n) => format!("int {n}"),
        Operand::Coord(c) => fmt_coord(*c),
        Operand::Region(r) => {
            let (x1, y1, x2, y2) = crate::value::region::unpack(*r);
            let mut s = format!("region({x1},{y1},{x2},{y2})");
            if (x1 | (y1 << 8) | (x2 << 16) | (y2 << 24)) != *r {
                let _ = write!(s, " raw={r}");
            }
            s
        }
        Operand::MapChar(m) => {
            let (t, lit) = (mapchar::typ(*m), mapchar::lit(*m));
            let mut s = format!("mapchar({t} {},{lit})", terrain::name(t as u8));
            if mapchar::pack(t, lit) != *m {
                let _ = write!(s, " raw={m}");
            }
            s
        }
        Operand::Monst(m) => packed("monst", *m, |i| names.monster(i)),
        Operand::Obj(o) => packed("obj", *o, |i| names.object(i)),
        Operand::Str(s) => match map.and_then(|(w, h)| render_map(s, w, h)) {
            Some(body) => format!("str map({}x{}) {body}", map.map_or(0, |m| m.0), map.map_or(0, |m| m.1)),
            None => format!("str {}", qstr(s)),
        },
        Operand::Var(s) => format!("var {}", qstr(s)),
        Operand::Sel(s) => format!("sel {}", qstr(s)),
    }
}

fn fmt_coord(v: i64) -> String {
    if coord::is_random(v) {
        let flags = v & !coord::RANDOM;
        if flags == 0 {
            return "coord(random)".into();
        }
        let mut parts: Vec<String> =
            HUMIDITY.iter().filter(|(b, _)| flags & b != 0).map(|(_, n)| n.to_string()).collect();
        let rest = HUMIDITY.iter().fold(flags, |r, (b, _)| r & !b);
        if rest != 0 {
            parts.push(format!("0x{rest:x}"));
        }
        return format!("coord(random,{})", parts.join("|"));
    }
    let (x, y) = (coord::x(v), coord::y(v));
    let mut s = format!("coord({x},{y})");
    if coord::pack(x, y) != v {
        let _ = write!(s, " raw={v}");
    }
    s
}

fn packed<'a>(kind: &str, v: i64, name: impl Fn(i64) -> Option<&'a str>) -> String {
    if v == -1 {
        return format!("{kind}(random)");
    }
    let class = (v & 0xff) as u8;
    let idx = ((v >> 8) & 0xffff) - 10;
    let mut s = match name(idx) {
        Some(n) => format!("{kind}({idx} {},{})", qstr(n.as_bytes()), qchar(class)),
        None => format!("{kind}({idx},{})", qchar(class)),
    };
    if (((10 + idx) << 8) | class as i64) != v {
        let _ = write!(s, " raw={v}");
    }
    s
}

fn render_map(b: &[u8], w: i64, h: i64) -> Option<String> {
    if w <= 0 || h <= 0 || b.len() as i64 != w * h {
        return None;
    }
    let mut text = Vec::with_capacity(b.len() + h as usize);
    for (r, row) in b.chunks(w as usize).enumerate() {
        if r > 0 {
            text.push(b'\n');
        }
        for &cell in row {
            text.push(terrain::to_map_char(cell.checked_sub(1)?)?);
        }
    }
    Some(qstr(&text))
}

/// A byte string quoted as levdump quotes it.
pub fn qstr(b: &[u8]) -> String {
    let mut out = String::from("\"");
    for &c in b {
        match c {
            b'"' => out.push_str("\\\""),
            b'\\' => out.push_str("\\\\"),
            b'\n' => out.push_str("\\n"),
            b'\t' => out.push_str("\\t"),
            0x20..0x7f => out.push(c as char),
            _ => {
                let _ = write!(out, "\\x{c:02x}");
            }
        }
    }
    out.push('"');
    out
}

fn qchar(c: u8) -> String {
    match c {
        b'\'' => "'\\''".into(),
        b'\\' => "'\\\\'".into(),
        0x20..0x7f => format!("'{}'", c as char),
        _ => c.to_string(),
    }
}
