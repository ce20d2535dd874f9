//! Checking values: expressions, coordinates, regions, selections, map
//! characters, monsters and objects.

use super::lookup;
use super::{Checker, array, scalar};
use crate::ast::*;
use crate::messages as m;

/// What an expression computes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum ExprType {
    Int,
    Str,
    /// A bare variable (or element) of another type: a copy, only valid
    /// as the right-hand side of an assignment.
    Other(FullType),
}

impl ExprType {
    fn word(self) -> String {
        match self {
            ExprType::Int => "an integer".into(),
            ExprType::Str => "a string".into(),
            ExprType::Other(t) => format!("a {t}"),
        }
    }
}

impl Checker<'_> {
    /// An integer expression (`math_expr_var`).
    pub(crate) fn int_expr(&mut self, e: Expr<Untyped>) -> Expr<Checked> {
        self.typed_expr(e, ExprType::Int)
    }

    /// A string expression (`string_expr`).
    pub(crate) fn str_expr(&mut self, e: Expr<Untyped>) -> Expr<Checked> {
        self.typed_expr(e, ExprType::Str)
    }

    fn typed_expr(&mut self, e: Expr<Untyped>, want: ExprType) -> Expr<Checked> {
        let span = e.span;
        let (e, got) = self.expr(e, Some(want));
        if got != want {
            let v = match got {
                ExprType::Other(_) => return e, // already reported by `expr`
                _ => got,
            };
            self.diags.push(m::expr_type(span, &want.word(), &v.word()));
        }
        e
    }

    /// Any expression; `want` guides how bare variables are typed.
    pub(crate) fn expr(&mut self, e: Expr<Untyped>, want: Option<ExprType>) -> (Expr<Checked>, ExprType) {
        let span = e.span;
        let (kind, ty) = match e.kind {
            ExprKind::Int(n) => (ExprKind::Int(n), ExprType::Int),
            ExprKind::Str(s) => (ExprKind::Str(s), ExprType::Str),
            ExprKind::Dice(n, d) => (ExprKind::Dice(n, d), ExprType::Int),
            ExprKind::Var(v) => {
                let (tv, ty) = self.scalar_var(&v, want, false);
                (ExprKind::Var(tv), ty)
            }
            ExprKind::Index(v, i) => {
                let i = self.int_expr(*i);
                let (tv, ty) = self.scalar_var(&v, want, true);
                (ExprKind::Index(tv, Box::new(i)), ty)
            }
            ExprKind::Bin(op, a, b) => {
                let operand = if op == BinOp::Concat { ExprType::Str } else { ExprType::Int };
                let a = self.typed_expr(*a, operand);
                let b = self.typed_expr(*b, operand);
                (ExprKind::Bin(op, Box::new(a), Box::new(b)), operand)
            }
        };
        (Expr { kind, span }, ty)
    }

    /// A variable used as a value (`indexed`: as `$v[i]`).
    fn scalar_var(&mut self, v: &Name, want: Option<ExprType>, indexed: bool) -> (TypedVar, ExprType) {
        let Some(ty) = self.var_type(v) else {
            self.undefined_var(v);
            let t = match want {
                Some(ExprType::Str) => VarType::Str,
                _ => VarType::Int,
            };
            return (
                TypedVar { name: v.text.clone(), ty: FullType { ty: t, array: indexed } },
                want.unwrap_or(ExprType::Int),
            );
        };
        if ty.array != indexed {
            let expected = FullType { ty: ty.ty, array: indexed };
            self.diags.push(m::var_type(v.span, &v.text, expected, ty));
        }
        let et = match ty.ty {
            VarType::Int => ExprType::Int,
            VarType::Str => ExprType::Str,
            other => ExprType::Other(scalar(other)),
        };
        if let (ExprType::Other(_), Some(w)) = (et, want)
            && w != et
        {
            let expected = match w {
                ExprType::Str => FullType { ty: VarType::Str, array: indexed },
                _ => FullType { ty: VarType::Int, array: indexed },
            };
            self.diags.push(m::var_type(v.span, &v.text, expected, ty));
        }
        (TypedVar { name: v.text.clone(), ty }, et)
    }

    /// A typed variable position (`VARSTRING_X` or `VARSTRING_X_ARRAY[i]`).
    fn or_var<T, U>(
        &mut self,
        v: OrVar<T, Untyped>,
        ty: VarType,
        lit: impl FnOnce(&mut Self, T) -> U,
    ) -> OrVar<U, Checked> {
        match v {
            OrVar::Lit(t) => OrVar::Lit(lit(self, t)),
            OrVar::Var(n) => OrVar::Var(self.use_var(&n, scalar(ty))),
            OrVar::Index(n, i) => {
                let i = self.int_expr(*i);
                OrVar::Index(self.use_var(&n, array(ty)), Box::new(i))
            }
        }
    }

    pub(crate) fn coord(&mut self, c: Coord<Untyped>) -> Coord<Checked> {
        let kind = match c.kind {
            CoordKind::Lit(l) => CoordKind::Lit(self.coord_lit(l, c.span)),
            CoordKind::Rnd(s) => CoordKind::Rnd(Box::new(self.sel(*s))),
            CoordKind::Var(n) => CoordKind::Var(self.use_var(&n, scalar(VarType::Coord))),
            CoordKind::Index(n, i) => {
                let i = self.int_expr(*i);
                CoordKind::Index(self.use_var(&n, array(VarType::Coord)), Box::new(i))
            }
        };
        Coord { kind, span: c.span }
    }

    pub(crate) fn coord_lit(&mut self, l: CoordLit, span: oxhack_diag::Span) -> CoordLit {
        if let CoordLit::At(x, y) = l
            && (!(0..80).contains(&x) || !(0..21).contains(&y))
        {
            self.diags.push(m::coord_range(span, x, y));
        } else if let CoordLit::At(x, y) = l
            && self.map_relative()
            && (x > self.max_x || y > self.max_y)
        {
            self.diags.push(m::coord_outside_map(span, x, y, self.max_x, self.max_y));
        }
        l
    }

    pub(crate) fn region_lit(&mut self, r: RegionLit) -> RegionLit {
        if r.x1 > r.x2 || r.y1 > r.y2 {
            self.diags.push(m::region_order(r.span, r.x1, r.y1, r.x2, r.y2));
        } else if self.map_relative() && (r.x2 > self.max_x || r.y2 > self.max_y) && r.x1 >= 0 && r.y1 >= 0 {
            self.diags.push(m::region_outside_map(r.span, (r.x1, r.y1, r.x2, r.y2), self.max_x, self.max_y));
        }
        r
    }

    pub(crate) fn region(&mut self, r: Region<Untyped>) -> Region<Checked> {
        self.or_var(r, VarType::Region, |c, r| c.region_lit(r))
    }

    pub(crate) fn mapchar_lit(&mut self, mc: MapCharSpec) -> i64 {
        let typ = lookup::what_map_char(mc.ch);
        let typ = if typ == lookup::INVALID_TYPE {
            self.diags.push(m::map_char(mc.span, mc.ch));
            0
        } else {
            typ
        };
        oxhack_vm::value::mapchar::pack(typ, mc.lit)
    }

    pub(crate) fn mapchar(&mut self, v: MapCharOrVar<Untyped>) -> MapCharOrVar<Checked> {
        self.or_var(v, VarType::MapChar, |c, mc| c.mapchar_lit(mc))
    }

    pub(crate) fn monster_lit(&mut self, spec: MonsterSpec) -> i64 {
        let t = self.tables;
        match spec {
            MonsterSpec::Random => -1,
            MonsterSpec::Class(ch, span) => match lookup::monster_class(ch) {
                Some(_) => oxhack_vm::value::monst::pack(ch, -1),
                None => {
                    self.diags.push(m::monster_class(span, ch));
                    -1
                }
            },
            MonsterSpec::Named(n) => match lookup::monster(t, &n.text, None) {
                Some((i, folded)) => {
                    self.case_match(folded, &n, &t.monsters[i].name, "Monster");
                    oxhack_vm::value::monst::pack(t.monsters[i].mlet.symbol(), i as i64)
                }
                None => {
                    self.diags.push(m::unknown_monster(n.span, &n.text, None, &lookup::monster_names(t)));
                    -1
                }
            },
            MonsterSpec::ClassNamed(ch, n) => {
                let found = lookup::monster_class(ch).and_then(|c| lookup::monster(t, &n.text, Some(c)));
                match found {
                    Some((i, folded)) => {
                        self.case_match(folded, &n, &t.monsters[i].name, "Monster");
                        oxhack_vm::value::monst::pack(ch, i as i64)
                    }
                    None => {
                        let names: Vec<&str> = match lookup::monster_class(ch) {
                            Some(c) => {
                                t.monsters.iter().filter(|m| m.mlet.value() == c).map(|m| m.name.as_str()).collect()
                            }
                            None => lookup::monster_names(t),
                        };
                        self.diags.push(m::unknown_monster(n.span, &n.text, Some(ch), &names));
                        -1
                    }
                }
            }
        }
    }

    pub(crate) fn monster(&mut self, v: MonsterOrVar<Untyped>) -> MonsterOrVar<Checked> {
        self.or_var(v, VarType::Monst, |c, s| c.monster_lit(s))
    }

    pub(crate) fn object_lit(&mut self, spec: ObjectSpec) -> i64 {
        let t = self.tables;
        match spec {
            ObjectSpec::Random => -1,
            ObjectSpec::Class(ch, span) => match lookup::object_class(ch) {
                Some(_) => oxhack_vm::value::obj::pack(ch, -1),
                None => {
                    self.diags.push(m::object_class(span, ch));
                    -1
                }
            },
            ObjectSpec::Named(n) => match lookup::object(t, &n.text, None) {
                Some((i, folded)) => {
                    self.case_match(folded, &n, t.objects[i].name.as_deref().unwrap_or(""), "Object");
                    // Class 1 forces this exact object.
                    oxhack_vm::value::obj::pack(1, i as i64)
                }
                None => {
                    let d = m::unknown_object(n.span, &n.text, None, &lookup::object_names(t));
                    self.diags.push(with_class_hint(d, t, &n.text));
                    -1
                }
            },
            ObjectSpec::ClassNamed(ch, n) => {
                let class = lookup::object_class(ch);
                match class.and_then(|c| lookup::object(t, &n.text, Some(c))) {
                    Some((i, folded)) => {
                        self.case_match(folded, &n, t.objects[i].name.as_deref().unwrap_or(""), "Object");
                        oxhack_vm::value::obj::pack(ch, i as i64)
                    }
                    None => {
                        let names: Vec<&str> = match class {
                            Some(c) => {
                                t.objects.iter().filter(|o| o.class == c).filter_map(|o| o.name.as_deref()).collect()
                            }
                            None => lookup::object_names(t),
                        };
                        let d = m::unknown_object(n.span, &n.text, Some(ch), &names);
                        self.diags.push(with_class_hint(d, t, &n.text));
                        -1
                    }
                }
            }
        }
    }

    pub(crate) fn object(&mut self, v: ObjectOrVar<Untyped>) -> ObjectOrVar<Checked> {
        self.or_var(v, VarType::Obj, |c, s| c.object_lit(s))
    }

    /// Under `-w`, says when a name matched only with case folded.
    fn case_match(&mut self, folded: bool, n: &Name, real: &str, what: &str) {
        if folded && self.opts.verbose {
            self.diags.push(m::case_match(n.span, what, &n.text, real));
        }
    }

    pub(crate) fn sel(&mut self, s: Selection<Untyped>) -> Selection<Checked> {
        let span = s.span;
        let kind = match s.kind {
            SelKind::Point(c) => SelKind::Point(self.coord(c)),
            SelKind::Rect(r) => SelKind::Rect(self.region(r)),
            SelKind::FillRect(r) => SelKind::FillRect(self.region(r)),
            SelKind::Line(a, b) => SelKind::Line(self.coord(a), self.coord(b)),
            SelKind::RandLine(a, b, e) => SelKind::RandLine(self.coord(a), self.coord(b), self.int_expr(e)),
            SelKind::Grow(d, s) => SelKind::Grow(d, Box::new(self.sel(*s))),
            SelKind::FilterPercent(p, s) => {
                self.percent(p, span);
                SelKind::FilterPercent(p, Box::new(self.sel(*s)))
            }
            SelKind::FilterSel(a, b) => match self.mapchar_filter(a) {
                Ok(mc) => SelKind::FilterMapChar(mc, Box::new(self.sel(*b))),
                Err(a) => SelKind::FilterSel(Box::new(self.sel(*a)), Box::new(self.sel(*b))),
            },
            SelKind::FilterMapChar(mc, s) => SelKind::FilterMapChar(self.mapchar(mc), Box::new(self.sel(*s))),
            SelKind::Flood(c) => SelKind::Flood(self.coord(c)),
            SelKind::Circle(c, r, f) => {
                self.filling(span, "circle", f);
                SelKind::Circle(self.coord(c), self.int_expr(r), f)
            }
            SelKind::Ellipse(c, a, b, f) => {
                self.filling(span, "ellipse", f);
                SelKind::Ellipse(self.coord(c), self.int_expr(a), self.int_expr(b), f)
            }
            SelKind::Gradient { kind, min, max, limited, from, to } => SelKind::Gradient {
                kind,
                min: self.int_expr(min),
                max: self.int_expr(max),
                limited,
                from: self.coord(from),
                to: to.map(|c| self.coord(c)),
            },
            SelKind::Complement(s) => SelKind::Complement(Box::new(self.sel(*s))),
            SelKind::Union(a, b) => SelKind::Union(Box::new(self.sel(*a)), Box::new(self.sel(*b))),
            SelKind::Var(n) => match self.var_type(&n) {
                Some(t) if t == scalar(VarType::Sel) => SelKind::Var(TypedVar { name: n.text, ty: t }),
                Some(t) if t == scalar(VarType::Coord) => {
                    SelKind::Point(Coord { kind: CoordKind::Var(TypedVar { name: n.text, ty: t }), span })
                }
                Some(t) => {
                    self.diags.push(m::var_type(n.span, &n.text, scalar(VarType::Sel), t));
                    SelKind::Var(TypedVar { name: n.text, ty: scalar(VarType::Sel) })
                }
                None => {
                    self.undefined_var(&n);
                    SelKind::Var(TypedVar { name: n.text, ty: scalar(VarType::Sel) })
                }
            },
        };
        Selection { kind, span }
    }

    /// `filter($m, sel)` where `$m` turns out to be a map character.
    fn mapchar_filter(&mut self, s: Box<Selection<Untyped>>) -> Result<MapCharOrVar<Checked>, Box<Selection<Untyped>>> {
        let name = match &s.kind {
            SelKind::Var(n) => n,
            SelKind::Point(Coord { kind: CoordKind::Index(n, _), .. }) => n,
            _ => return Err(s),
        };
        match self.var(&name.text).map(|v| v.ty.ty) {
            Some(VarType::MapChar) => {}
            _ => return Err(s),
        }
        match s.kind {
            SelKind::Var(ref n) => Ok(OrVar::Var(self.use_var(n, scalar(VarType::MapChar)))),
            SelKind::Point(Coord { kind: CoordKind::Index(n, i), .. }) => {
                let i = self.int_expr(*i);
                Ok(OrVar::Index(self.use_var(&n, array(VarType::MapChar)), Box::new(i)))
            }
            _ => Err(s),
        }
    }

    /// Percentages (`[N%]`, `N%`) must be 0..=100.
    pub(crate) fn percent(&mut self, p: i64, span: oxhack_diag::Span) {
        if !(0..=100).contains(&p) {
            self.diags.push(m::percent(span, p));
        }
    }
}

/// Adds a hint when a name such as "wand of wishing" carries its class
/// word: NetHack names that object "wishing".
fn with_class_hint(d: oxhack_diag::Diagnostic, t: &oxhack_defs::Tables, name: &str) -> oxhack_diag::Diagnostic {
    const PREFIXES: [&str; 6] = ["wand of ", "scroll of ", "potion of ", "ring of ", "spellbook of ", "amulet of "];
    match PREFIXES.iter().find_map(|p| name.strip_prefix(p)) {
        Some(rest) if t.objects.iter().any(|o| o.name.as_deref() == Some(rest)) => {
            d.with_notes(vec![format!("help: objects are named without their class: write \"{rest}\"")])
        }
        _ => d,
    }
}
