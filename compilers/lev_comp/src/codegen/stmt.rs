//! Emitting statements, in the order lev_comp.y's actions do.

use super::value::{inconstant, reverse};
use super::{Emitter, FuncCode};
use crate::ast::*;
use oxhack_vm::Op;
use oxhack_vm::value::Operand;

/// `LR_*` level region types.
const LR_DOWNSTAIR: i64 = 0;
const LR_UPSTAIR: i64 = 1;
const LR_PORTAL: i64 = 2;
const LR_BRANCH: i64 = 3;
const LR_TELE: i64 = 4;
const LR_UPTELE: i64 = 5;
const LR_DOWNTELE: i64 = 6;
/// Monster and object modifier tags' end markers.
const SP_M_V_END: i64 = 16;
const SP_O_V_END: i64 = 15;

impl Emitter<'_> {
    pub(super) fn stmt(&mut self, s: &Stmt<Checked>) {
        use StmtKind as S;
        self.marks.push((self.ops.len(), s.span));
        match &s.kind {
            S::Error => {}
            S::Message(e) => {
                self.expr(e);
                self.op(Op::Message);
            }
            S::InitSolidFill { ch, lit } => {
                let fill = crate::check::what_map_char(*ch);
                self.ints(&[1, fill, 0, *lit, 0, 0, 0, 0]);
                self.op(Op::InitLevel);
            }
            S::InitMazeGrid(ch) => {
                self.ints(&[2, crate::check::what_map_char(*ch), 0, 0, 0, 0, 0, 0]);
                self.op(Op::InitLevel);
            }
            S::InitRogue => {
                self.ints(&[4, 0, 0, 0, 0, 0, 0, 0]);
                self.op(Op::InitLevel);
            }
            S::InitMines { fg, bg, smoothed, joined, lit, walled, filling } => {
                let filling = filling.map_or(-1, crate::check::what_map_char);
                let (fg, bg) = (crate::check::what_map_char(*fg), crate::check::what_map_char(*bg));
                self.ints(&[3, filling, *walled, *lit, *joined, *smoothed, bg, fg]);
                self.op(Op::InitLevel);
            }
            S::Altar { at, align, kind } => {
                self.coord(at);
                self.ints(&[*kind, *align]);
                self.op(Op::Altar);
            }
            S::Grave { at, text, random } => {
                self.coord(at);
                match text {
                    Some(t) => {
                        self.expr(t);
                        self.int(2);
                    }
                    None => {
                        self.str("");
                        self.int(i64::from(*random));
                    }
                }
                self.op(Op::Grave);
            }
            S::Branch(a, b) => self.levregion(a, b, LR_BRANCH, ""),
            S::Corridor(a, to) => {
                self.ints(&[a.room, a.door, a.wall]);
                match to {
                    CorridorTo::Spec(b) => self.ints(&[b.room, b.door, b.wall]),
                    CorridorTo::Number(n) => self.ints(&[-1, -1, *n]),
                }
                self.op(Op::Corridor);
            }
            S::RandomCorridors(n) => {
                self.ints(&[-1, n.unwrap_or(-1), -1, -1, -1, -1]);
                self.op(Op::Corridor);
            }
            S::Assign { var, value } => self.assign(var, value),
            S::Shuffle(v) => {
                self.str(&v.name);
                self.op(Op::ShuffleArray);
            }
            S::NonDiggable(r) => {
                self.region(r);
                self.op(Op::NonDiggable);
            }
            S::NonPasswall(r) => {
                self.region(r);
                self.op(Op::NonPasswall);
            }
            S::RoomDoor { secret, state, wall, pos } => {
                self.ints(&[*pos, *state, *secret, *wall]);
                self.op(Op::RoomDoor);
            }
            S::Door { state, sel } => {
                self.sel(sel);
                self.int(*state);
                self.op(Op::Door);
            }
            S::Drawbridge { at, dir, state } => {
                self.coord(at);
                // DIRECTION to DB_DIR; door state to open 1 / closed 0.
                let dir = match dir {
                    1 => 0,
                    2 => 1,
                    4 => 2,
                    _ => 3,
                };
                let state = match state {
                    2 => 1,
                    -1 => -1,
                    _ => 0,
                };
                self.ints(&[state, dir]);
                self.op(Op::Drawbridge);
            }
            S::Engraving { at, kind, text } => {
                self.coord(at);
                self.expr(text);
                self.int(*kind);
                self.op(Op::Engraving);
            }
            S::Mineralize(v) => {
                match v {
                    Some(es) => es.iter().for_each(|e| self.expr(e)),
                    None => self.ints(&[-1, -1, -1, -1]),
                }
                self.op(Op::Mineralize);
            }
            S::Fountain(s) => {
                self.sel(s);
                self.op(Op::Fountain);
            }
            S::Sink(s) => {
                self.sel(s);
                self.op(Op::Sink);
            }
            S::Pool(s) => {
                self.sel(s);
                self.op(Op::Pool);
            }
            S::Gold { amount, at } => {
                self.expr(amount);
                self.coord(at);
                self.op(Op::Gold);
            }
            S::Switch { value, cases } => self.switch(value, cases),
            S::For { var, from, to, body } => self.for_loop(var, from, to, body),
            S::Loop { count, body } => {
                self.expr(count);
                let start = self.here();
                self.op(Op::Dec);
                self.break_start();
                self.block(body);
                self.op(Op::Copy);
                self.int(0);
                self.op(Op::Cmp);
                let at = self.placeholder();
                self.patch_jump(at, start);
                self.op(Op::Jg);
                // Discard the count.
                self.op(Op::Pop);
                self.break_end();
            }
            S::If { cond, then, otherwise } => {
                let test = self.cond(cond);
                self.op(Op::Cmp);
                let skip = self.placeholder();
                self.op(reverse(&test));
                self.block(then);
                match otherwise {
                    None => {
                        let here = self.here();
                        self.patch_jump(skip, here);
                    }
                    Some(e) => {
                        let end = self.placeholder();
                        self.op(Op::Jmp);
                        let here = self.here();
                        self.patch_jump(skip, here);
                        self.block(e);
                        let here = self.here();
                        self.patch_jump(end, here);
                    }
                }
            }
            S::Chance { cond, stmt } => {
                let test = self.cond(cond);
                self.op(Op::Cmp);
                let skip = self.placeholder();
                self.op(reverse(&test));
                self.stmt(stmt);
                let here = self.here();
                self.patch_jump(skip, here);
            }
            S::Exit => self.op(Op::Exit),
            S::Break => {
                let at = self.placeholder();
                self.breaks.push((self.break_depth, at));
                self.op(Op::Jmp);
            }
            S::Function { name, params, body } => self.function(name, params, body),
            S::Call { name, args } => self.call(name, args),
            S::Ladder { at, up } => {
                self.coord(at);
                self.int(*up);
                self.op(Op::Ladder);
            }
            S::Stair { at, up } => {
                self.coord(at);
                self.int(*up);
                self.op(Op::Stair);
            }
            S::StairRegion { from, avoid, up } => {
                self.levregion(from, avoid, if *up != 0 { LR_UPSTAIR } else { LR_DOWNSTAIR }, "")
            }
            S::NoMap => {
                self.op(Op::Push(Operand::Coord(0)));
                self.ints(&[0, 1]);
                self.str("");
                self.ints(&[0, 0]);
                self.op(Op::Map);
            }
            S::Map { place, keep, body } => {
                match place {
                    MapPlace::Justified(h, v) => {
                        self.op(Op::Push(Operand::Coord(CoordLit::At(*h, *v).pack())));
                        self.ints(&[1, *keep]);
                    }
                    MapPlace::At(c) => {
                        self.coord(c);
                        self.ints(&[2, *keep]);
                    }
                }
                let grid = super::map::scan(&body.text);
                self.op(Op::Push(Operand::Str(grid.bytes)));
                self.ints(&[grid.height as i64, grid.width as i64]);
                self.op(Op::Map);
            }
            S::Mazewalk { at, dir, stocked } => {
                self.coord(at);
                match stocked {
                    None => self.ints(&[*dir, 1, 0]),
                    Some((b, fill)) => {
                        let fill = fill.map_or(-1, crate::check::what_map_char);
                        self.ints(&[*dir, *b, fill]);
                    }
                }
                self.op(Op::Mazewalk);
            }
            S::Monster { what, at, infos, inventory } => {
                self.monster(what);
                self.coord(at);
                self.int(SP_M_V_END);
                for i in infos {
                    self.mon_info(&i.info);
                }
                self.int(i64::from(inventory.is_some()));
                self.op(Op::Monster);
                if let Some(b) = inventory {
                    self.in_container += 1;
                    self.break_start();
                    self.block(b);
                    self.break_end();
                    self.in_container -= 1;
                    self.op(Op::EndMoninvent);
                }
            }
            S::Object { what, infos, contents } => {
                self.object(what);
                self.int(SP_O_V_END);
                for i in infos {
                    self.obj_info(&i.info);
                }
                let mut containment = i64::from(self.in_container > 0);
                if contents.is_some() {
                    containment |= 2;
                }
                self.int(containment);
                self.op(Op::Object);
                if let Some(b) = contents {
                    self.in_container += 1;
                    self.break_start();
                    self.block(b);
                    self.break_end();
                    self.in_container -= 1;
                    self.op(Op::PopContainer);
                }
            }
            S::Portal { from, avoid, dest } => self.levregion(from, avoid, LR_PORTAL, dest),
            S::Teleport { from, avoid, dir } => {
                let kind = match dir {
                    None => LR_TELE,
                    Some(0) => LR_DOWNTELE,
                    Some(_) => LR_UPTELE,
                };
                self.levregion(from, avoid, kind, "");
            }
            S::Region { region, lit, kind, flags, body } => {
                self.region(region);
                let rflags = flags.unwrap_or(1);
                let rt = if rflags & 1 == 0 { kind + crate::check::MAXRTYPE + 1 } else { *kind };
                self.ints(&[*lit, rt, rflags]);
                self.op(Op::Region);
                self.break_start();
                if let Some(b) = body {
                    self.block(b);
                }
                self.break_end();
                // Every REGION is closed as a room (see the checker).
                self.op(Op::EndRoom);
            }
            S::Room(r) => self.room(r, false),
            S::Subroom(r) => self.room(r, true),
            S::Terrain { sel, ch } => {
                self.sel(sel);
                self.mapchar(ch);
                self.op(Op::Terrain);
            }
            S::ReplaceTerrain { region, from, to, chance } => {
                self.region(region);
                self.mapchar(from);
                self.mapchar(to);
                self.int(*chance);
                self.op(Op::ReplaceTerrain);
            }
            S::Trap { kind, at } => {
                self.coord(at);
                self.int(*kind);
                self.op(Op::Trap);
            }
            S::Wallify(sel) => {
                match sel {
                    // The argument-less form's region (-1,-1,-1,-1) comes
                    // out as 0xFFFFFFFF: reproduced from the C tool, which
                    // passes it through a 32-bit int.
                    None => {
                        self.op(Op::Push(Operand::Region(0xFFFF_FFFF)));
                        self.int(0);
                    }
                    Some(s) => {
                        self.sel(s);
                        self.int(1);
                    }
                }
                self.op(Op::Wallify);
            }
        }
    }

    pub(super) fn block(&mut self, b: &Block<Checked>) {
        for s in &b.stmts {
            self.stmt(s);
        }
    }

    fn levregion(&mut self, a: &LevRegion, b: &LevRegion, kind: i64, name: &str) {
        self.ints(&[a.x1, a.y1, a.x2, a.y2, a.area, b.x1, b.y1, b.x2, b.y2, b.area, kind, 0]);
        self.str(name);
        self.op(Op::Levregion);
    }

    /// `$v = value`: the value, then the count and the name, VAR_INIT.
    fn assign(&mut self, var: &TypedVar, value: &Assign<Checked>) {
        let count = match value {
            Assign::Expr(e) => {
                self.expr(e);
                0
            }
            Assign::Copy(v) => {
                self.var(&v.name);
                0
            }
            Assign::CopyIndex(v, i) => {
                self.expr(i);
                self.var(&v.name);
                0
            }
            Assign::Selection(s) => {
                self.sel(s);
                0
            }
            Assign::MapChar(m) => {
                self.mapchar(m);
                0
            }
            Assign::Monster(m) => {
                self.monster(m);
                0
            }
            Assign::Object(o) => {
                self.object(o);
                0
            }
            Assign::Coord(c) => {
                self.coord(c);
                0
            }
            Assign::Region(r) => {
                self.op(Op::Push(Operand::Region(r.pack())));
                0
            }
            Assign::List(items) => {
                for item in items {
                    match item {
                        ListItem::Expr(e) => self.expr(e),
                        ListItem::Coord(c, _) => self.op(Op::Push(Operand::Coord(c.pack()))),
                        ListItem::Region(r) => self.op(Op::Push(Operand::Region(r.pack()))),
                    }
                }
                items.len() as i64
            }
            Assign::MapChars(v) => {
                v.iter().for_each(|m| self.op(Op::Push(Operand::MapChar(*m))));
                v.len() as i64
            }
            Assign::Monsters(v) => {
                v.iter().for_each(|m| self.op(Op::Push(Operand::Monst(*m))));
                v.len() as i64
            }
            Assign::Objects(v) => {
                v.iter().for_each(|o| self.op(Op::Push(Operand::Obj(*o))));
                v.len() as i64
            }
        };
        self.int(count);
        self.str(&var.name);
        self.op(Op::VarInit);
    }

    /// SWITCH: jump to the case tests (placed after the cases), which jump
    /// back to the matching case; BREAK and the end jump past the tests.
    fn switch(&mut self, value: &Expr<Checked>, cases: &[SwitchCase<Checked>]) {
        self.expr(value);
        if !inconstant(value) {
            self.op(Op::Rn2);
        }
        let check = self.placeholder();
        self.op(Op::Jmp);
        self.break_start();
        let mut addrs = Vec::new();
        let mut default = None;
        for c in cases {
            let addr = self.here();
            match c.value {
                Some(v) => addrs.push((v, addr)),
                None => default = Some(addr),
            }
            for s in &c.stmts {
                self.stmt(s);
            }
        }
        let end = self.placeholder();
        self.op(Op::Jmp);
        let here = self.here();
        self.patch_jump(check, here);
        for (v, addr) in addrs {
            self.op(Op::Copy);
            self.int(v);
            self.op(Op::Cmp);
            let at = self.placeholder();
            self.patch_jump(at, addr);
            self.op(Op::Je);
        }
        if let Some(addr) = default {
            let at = self.placeholder();
            self.patch_jump(at, addr);
            self.op(Op::Jmp);
        }
        let here = self.here();
        self.patch_jump(end, here);
        self.break_end();
        // Get rid of the switch value.
        self.op(Op::Pop);
    }

    /// FOR: hidden variables "$v end" and "$v step" hold the bound and the
    /// direction; the loop compares, steps, and jumps back while unequal.
    fn for_loop(&mut self, var: &TypedVar, from: &Expr<Checked>, to: &Expr<Checked>, body: &Block<Checked>) {
        let end = format!("{} end", var.name);
        let step = format!("{} step", var.name);
        self.expr(from);
        self.expr(to);
        self.int(0);
        self.str(&end);
        self.op(Op::VarInit);
        self.int(0);
        self.str(&var.name);
        self.op(Op::VarInit);
        self.var(&end);
        self.var(&var.name);
        self.op(Op::MathSub);
        self.op(Op::MathSign);
        self.int(0);
        self.str(&step);
        self.op(Op::VarInit);
        let top = self.here();
        self.break_start();
        self.block(body);
        self.var(&var.name);
        self.var(&end);
        self.op(Op::Cmp);
        self.var(&step);
        self.var(&var.name);
        self.op(Op::MathAdd);
        self.int(0);
        self.str(&var.name);
        self.op(Op::VarInit);
        let at = self.placeholder();
        self.patch_jump(at, top);
        self.op(Op::Jne);
        self.break_end();
    }

    /// FUNCTION: the body is compiled now, placed in a level at its first
    /// call (jumped over), and ends with RETURN.
    fn function(&mut self, name: &Name, params: &[(TypedVar, Name)], body: &Block<Checked>) {
        let mut sub = Emitter::new(self.funcs);
        sub.block(body);
        sub.int(0);
        sub.op(Op::Return);
        let code = std::mem::take(&mut sub.ops);
        let marks = std::mem::take(&mut sub.marks);
        let params = params.iter().map(|(v, _)| v.name.clone()).collect();
        self.funcs.insert(name.text.clone(), FuncCode { params, code, marks });
    }

    fn call(&mut self, name: &Name, args: &[Expr<Checked>]) {
        for a in args {
            self.expr(a);
        }
        let Some(f) = self.funcs.get(&name.text).cloned() else {
            return;
        };
        let addr = match self.placed.get(&name.text) {
            Some(a) => *a,
            None => {
                let jump = self.placeholder();
                self.op(Op::Jmp);
                let addr = self.here();
                // Parameters are bound last-declared first, as the C tool
                // keeps them in a list it prepends to.
                for p in f.params.iter().rev() {
                    self.int(0);
                    self.str(p);
                    self.op(Op::VarInit);
                }
                let base = self.ops.len();
                let call = self.marks.last().map(|(_, span)| *span);
                self.marks.extend(f.marks.iter().map(|(i, span)| (base + i, *span)));
                self.ops.extend(f.code.iter().cloned());
                // The code after the body is the call's again.
                if let Some(span) = call {
                    self.marks.push((self.ops.len(), span));
                }
                let here = self.here();
                self.patch_jump(jump, here);
                self.placed.insert(name.text.clone(), addr);
                addr
            }
        };
        let offset = addr - self.here() - 2;
        self.ints(&[args.len() as i64, offset]);
        self.op(Op::Call);
    }

    fn room(&mut self, r: &RoomDef<Checked>, sub: bool) {
        self.ints(&[r.kind, r.chance, r.lit]);
        let rflags = if sub { r.flags.unwrap_or(1) } else { room_flags_quirk(r.align) };
        let (ax, ay) = r.align.unwrap_or((-1, -1));
        self.ints(&[rflags, ax, ay, r.pos.0, r.pos.1, r.size.0, r.size.1]);
        self.op(if sub { Op::Subroom } else { Op::Room });
        self.break_start();
        self.block(&r.body);
        self.break_end();
        self.op(Op::EndRoom);
    }

    fn mon_info(&mut self, i: &MonInfo<Checked>) {
        match i {
            MonInfo::Name(e) => {
                self.expr(e);
                self.int(4);
            }
            MonInfo::Peaceful(v) => self.ints(&[*v, 0]),
            MonInfo::Asleep(v) => self.ints(&[*v, 2]),
            MonInfo::Align(v) => self.ints(&[*v, 1]),
            MonInfo::Appear(k, e) => {
                self.expr(e);
                self.ints(&[*k, 3]);
            }
            MonInfo::Female => self.ints(&[1, 5]),
            MonInfo::Invis => self.ints(&[1, 6]),
            MonInfo::Cancelled => self.ints(&[1, 7]),
            MonInfo::Revived => self.ints(&[1, 8]),
            MonInfo::Avenge => self.ints(&[1, 9]),
            MonInfo::Fleeing(e) => {
                self.expr(e);
                self.int(10);
            }
            MonInfo::Blinded(e) => {
                self.expr(e);
                self.int(11);
            }
            MonInfo::Paralyzed(e) => {
                self.expr(e);
                self.int(12);
            }
            MonInfo::Stunned => self.ints(&[1, 13]),
            MonInfo::Confused => self.ints(&[1, 14]),
            MonInfo::SeenTraps(m) => self.ints(&[*m, 15]),
        }
    }

    fn obj_info(&mut self, i: &ObjInfo<Checked>) {
        match i {
            ObjInfo::Curse(v) => self.ints(&[*v, 1]),
            ObjInfo::Montype(m) => {
                self.monster(m);
                self.int(2);
            }
            ObjInfo::Spe(e) => {
                self.expr(e);
                self.int(0);
            }
            ObjInfo::Name(e) => {
                self.expr(e);
                self.int(3);
            }
            ObjInfo::Quantity(e) => {
                self.expr(e);
                self.int(4);
            }
            ObjInfo::Buried => self.ints(&[1, 5]),
            ObjInfo::Lit(v) => self.ints(&[*v, 6]),
            ObjInfo::Eroded(e) => {
                self.expr(e);
                self.int(7);
            }
            ObjInfo::Erodeproof => self.ints(&[-1, 7]),
            ObjInfo::DoorState(d) if *d == crate::lexer::val::D_BROKEN => self.ints(&[1, 13]),
            ObjInfo::DoorState(_) => self.ints(&[1, 8]),
            ObjInfo::Trapped(v) => self.ints(&[*v, 9]),
            ObjInfo::Recharged(e) => {
                self.expr(e);
                self.int(10);
            }
            ObjInfo::Invis => self.ints(&[1, 11]),
            ObjInfo::Greased => self.ints(&[1, 12]),
            ObjInfo::Coord(c) => {
                self.coord(c);
                self.int(14);
            }
        }
    }
}

/// The flags a ROOM gets: a reproduced quirk of lev_comp.y, whose ROOM rule
/// reads the value of the `,` token before the room size (`$8`) instead of
/// the flags (`$10`). A `,` carries whatever value the lexer set last: the
/// vertical justification of the alignment (top 1, center 3, bottom 5), or
/// -1 (then 1) for a random alignment. Flags written on a ROOM are ignored.
fn room_flags_quirk(align: Option<(i64, i64)>) -> i64 {
    match align {
        Some((-1, -1)) | None => 1,
        Some((_, v)) => v,
    }
}
