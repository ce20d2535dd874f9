//! Checking statements.

use super::lookup;
use super::values::ExprType;
use super::{Checker, FuncSig, MAX_CASES, array, scalar, split};
use crate::ast::*;
use crate::messages as m;
use oxhack_diag::Span;

/// Map size limits (`MAP_X_LIM`, `MAP_Y_LIM`).
pub const MAP_X_LIM: i64 = 76;
pub const MAP_Y_LIM: i64 = 21;
const COLNO: i64 = 80;
const ROWNO: i64 = 21;

impl Checker<'_> {
    pub(crate) fn stmt(&mut self, s: Stmt<Untyped>) -> Stmt<Checked> {
        let span = s.span;
        let was_container = self.last_container.take();
        let kind = self.stmt_kind(s.kind, span, was_container);
        Stmt { kind, span }
    }

    fn stmt_kind(
        &mut self,
        k: StmtKind<Untyped>,
        span: Span,
        after_container: Option<((i64, i64), Span)>,
    ) -> StmtKind<Checked> {
        use StmtKind as S;
        match k {
            S::Error => S::Error,
            S::Message(e) => S::Message(self.str_expr(e)),
            S::InitSolidFill { ch, lit } => {
                let t = lookup::what_map_char(ch);
                if t == lookup::INVALID_TYPE || t >= lookup::MAX_TYPE {
                    self.diags.push(m::init_map(span, "invalid fill character"));
                }
                self.full_map();
                S::InitSolidFill { ch, lit }
            }
            S::InitMazeGrid(ch) => {
                let t = lookup::what_map_char(ch);
                if t == lookup::INVALID_TYPE || t >= lookup::MAX_TYPE {
                    self.diags.push(m::init_map(span, "invalid fill character"));
                }
                self.full_map();
                S::InitMazeGrid(ch)
            }
            S::InitRogue => S::InitRogue,
            S::InitMines { fg, bg, smoothed, joined, lit, walled, filling } => {
                let (f, b) = (lookup::what_map_char(fg), lookup::what_map_char(bg));
                if f == lookup::INVALID_TYPE || f >= lookup::MAX_TYPE {
                    self.diags.push(m::init_map(span, "invalid foreground character"));
                }
                if b == lookup::INVALID_TYPE || b >= lookup::MAX_TYPE {
                    self.diags.push(m::init_map(span, "invalid background character"));
                }
                if joined != 0 && f != 23 && f != 24 {
                    self.diags.push(m::init_map(span, "a joined map needs '#' or '.' as its foreground"));
                }
                if filling.is_some_and(|c| lookup::what_map_char(c) == lookup::INVALID_TYPE) {
                    self.diags.push(m::init_map(span, "invalid fill character"));
                }
                self.full_map();
                S::InitMines { fg, bg, smoothed, joined, lit, walled, filling }
            }
            S::Altar { at, align, kind } => {
                self.register(align, span);
                S::Altar { at: self.coord(at), align, kind }
            }
            S::Grave { at, text, random } => {
                S::Grave { at: self.coord(at), text: text.map(|t| self.str_expr(t)), random }
            }
            S::Branch(a, b) => S::Branch(self.lev_region(a), self.lev_region(b)),
            S::Corridor(a, b) => S::Corridor(a, b),
            S::RandomCorridors(n) => S::RandomCorridors(n),
            S::Assign { var, value } => self.assign(var, value),
            S::Shuffle(n) => {
                match self.var_type(&n) {
                    Some(t) if t.array => {}
                    Some(t) => self.diags.push(m::shuffle_scalar(n.span, &n.text, t)),
                    None => self.undefined_var(&n),
                }
                let ty = self.var(&n.text).map_or(array(VarType::Int), |v| v.ty);
                S::Shuffle(TypedVar { name: n.text, ty })
            }
            S::NonDiggable(r) => S::NonDiggable(self.region(r)),
            S::NonPasswall(r) => S::NonPasswall(self.region(r)),
            S::RoomDoor { secret, state, wall, pos } => {
                if wall == -1 && pos != -1 {
                    self.diags.push(m::roomdoor_random_wall(span));
                }
                S::RoomDoor { secret, state, wall, pos }
            }
            S::Door { state, sel } => {
                self.split_door(&sel);
                S::Door { state, sel: self.sel(sel) }
            }
            S::Drawbridge { at, dir, state } => {
                self.split.joiner();
                if ![1, 2, 4, 8].contains(&dir) {
                    self.diags.push(m::drawbridge(span, "invalid drawbridge direction"));
                }
                if ![2, 4, -1].contains(&state) {
                    self.diags.push(m::drawbridge(span, "a drawbridge can only be open, closed or random"));
                }
                S::Drawbridge { at: self.coord(at), dir, state }
            }
            S::Engraving { at, kind, text } => S::Engraving { at: self.coord(at), kind, text: self.str_expr(text) },
            S::Mineralize(v) => S::Mineralize(
                v.map(|[a, b, c, d]| [self.int_expr(a), self.int_expr(b), self.int_expr(c), self.int_expr(d)]),
            ),
            S::Fountain(s) => S::Fountain(self.sel(s)),
            S::Sink(s) => S::Sink(self.sel(s)),
            S::Pool(s) => S::Pool(self.sel(s)),
            S::Gold { amount, at } => S::Gold { amount: self.int_expr(amount), at: self.coord(at) },
            S::Switch { value, cases } => self.switch(value, cases, span),
            S::For { var, from, to, body } => {
                self.enter_nested(span, "FOR loops");
                let from = self.int_expr(from);
                let to = self.int_expr(to);
                let var = self.define_var(&var, scalar(VarType::Int));
                let body = self.breakable(body);
                self.nested -= 1;
                S::For { var, from, to, body }
            }
            S::Loop { count, body } => {
                let count = self.int_expr(count);
                self.enter_nested(span, "conditionals");
                let body = self.breakable(body);
                self.nested -= 1;
                S::Loop { count, body }
            }
            S::If { cond, then, otherwise } => {
                let cond = self.cond(cond, span);
                self.enter_nested(span, "conditionals");
                let then = self.block(then);
                let otherwise = otherwise.map(|b| self.block(b));
                self.nested -= 1;
                S::If { cond, then, otherwise }
            }
            S::Chance { cond, stmt } => {
                let cond = self.cond(cond, span);
                self.enter_nested(span, "conditionals");
                let stmt = self.stmt(*stmt);
                self.nested -= 1;
                S::Chance { cond, stmt: Box::new(stmt) }
            }
            S::Exit => S::Exit,
            S::Break => {
                if self.break_depth == 0 {
                    self.diags.push(m::break_outside(span));
                }
                S::Break
            }
            S::Function { name, params, body } => self.function(name, params, body, span),
            S::Call { name, args } => self.call(name, args, span),
            S::Ladder { at, up } => {
                self.split_point(&at, if up != 0 { "the up ladder" } else { "the down ladder" });
                S::Ladder { at: self.coord(at), up }
            }
            S::Stair { at, up } => {
                self.split_point(&at, if up != 0 { "the up stairs" } else { "the down stairs" });
                S::Stair { at: self.coord(at), up }
            }
            S::StairRegion { from, avoid, up } => {
                let (from, avoid) = (self.lev_region(from), self.lev_region(avoid));
                self.placeable(from, avoid, span);
                S::StairRegion { from, avoid, up }
            }
            S::NoMap => {
                self.full_map();
                S::NoMap
            }
            S::Map { place, keep, body } => self.map(place, keep, body),
            S::Mazewalk { at, dir, stocked } => {
                self.split.unsure();
                S::Mazewalk { at: self.coord(at), dir, stocked }
            }
            S::Monster { what, at, infos, inventory } => {
                if let Some(owner) = self.monster_inv.last() {
                    self.diags.push(m::monster_in_inventory(span, *owner));
                }
                let what = self.monster(what);
                let at = self.coord(at);
                let infos = self.mon_infos(infos);
                let inventory = inventory.map(|b| {
                    self.in_container += 1;
                    self.monster_inv.push(span);
                    let b = self.breakable(b);
                    self.monster_inv.pop();
                    self.in_container -= 1;
                    b
                });
                S::Monster { what, at, infos, inventory }
            }
            S::Object { what, infos, contents } => self.object_stmt(what, infos, contents, span, after_container),
            S::Portal { from, avoid, dest } => {
                self.split.joiner();
                let (from, avoid) = (self.lev_region(from), self.lev_region(avoid));
                self.placeable(from, avoid, span);
                S::Portal { from, avoid, dest }
            }
            S::Teleport { from, avoid, dir } => {
                self.split.joiner();
                let (from, avoid) = (self.lev_region(from), self.lev_region(avoid));
                self.placeable(from, avoid, span);
                S::Teleport { from, avoid, dir }
            }
            S::Region { region, lit, kind, flags, body } => {
                let region = self.region(region);
                let kind = self.room_type(kind, span);
                // lev_comp.y refuses statements inside a REGION that makes
                // no room, but its test (irregular, filled, or typed once
                // "unfilled" has moved the type past MAXRTYPE) is always
                // true, so every REGION is a room and takes a block.
                // Inside its block the region is the current room, and
                // coordinates are relative to it (sp_lev.c's tmproomlist).
                self.room_depth += 1;
                let body = body.map(|b| self.breakable(b));
                self.room_depth -= 1;
                S::Region { region, lit, kind, flags, body }
            }
            S::Room(r) => S::Room(Box::new(self.room(*r, false))),
            S::Subroom(r) => S::Subroom(Box::new(self.room(*r, true))),
            S::Terrain { sel, ch } => {
                self.split.unsure();
                S::Terrain { sel: self.sel(sel), ch: self.mapchar(ch) }
            }
            S::ReplaceTerrain { region, from, to, chance } => {
                self.split.unsure();
                self.percent(chance, span);
                S::ReplaceTerrain {
                    region: self.region(region),
                    from: self.mapchar(from),
                    to: self.mapchar(to),
                    chance,
                }
            }
            S::Trap { kind, at } => {
                let kind = match kind {
                    NameOrRandom::Random => {
                        self.split.joiner();
                        -1
                    }
                    NameOrRandom::Named(n) => match lookup::trap(&n.text) {
                        Some(t) => {
                            if split::JOINING_TRAPS.contains(&n.text.as_str()) {
                                self.split.joiner();
                            }
                            t
                        }
                        None => {
                            let names: Vec<&str> = lookup::TRAPS.iter().map(|(n, _)| *n).collect();
                            self.diags.push(m::unknown_trap(n.span, &n.text, &names));
                            0
                        }
                    },
                };
                S::Trap { kind, at: self.coord(at) }
            }
            S::Wallify(s) => S::Wallify(s.map(|s| self.sel(s))),
        }
    }

    /// After INIT_MAP, NOMAP or a MAZE header the "map" is the whole level.
    fn full_map(&mut self) {
        self.max_x = COLNO - 1;
        self.max_y = ROWNO;
        self.in_map = false;
    }

    fn cond(&mut self, c: Cond<Untyped>, span: Span) -> Cond<Checked> {
        match c {
            Cond::Percent(p) => {
                self.percent(p, span);
                Cond::Percent(p)
            }
            Cond::Compare(a, op, b) => Cond::Compare(self.int_expr(a), op, self.int_expr(b)),
            Cond::Truth(a) => Cond::Truth(self.int_expr(a)),
        }
    }

    fn assign(&mut self, var: Name, value: Assign<Untyped>) -> StmtKind<Checked> {
        let (value, ty) = match value {
            Assign::Expr(e) => {
                let (e, ty) = self.expr(e, None);
                match (ty, e.kind) {
                    (ExprType::Int, kind) => (Assign::Expr(Expr { kind, span: e.span }), scalar(VarType::Int)),
                    (ExprType::Str, kind) => (Assign::Expr(Expr { kind, span: e.span }), scalar(VarType::Str)),
                    (ExprType::Other(t), ExprKind::Var(v)) => (Assign::Copy(v), t),
                    (ExprType::Other(t), ExprKind::Index(v, i)) => (Assign::CopyIndex(v, i), t),
                    (ExprType::Other(t), kind) => (Assign::Expr(Expr { kind, span: e.span }), t),
                }
            }
            // The parser writes copies as `Assign::Expr`; these arms only
            // exist for completeness.
            Assign::Copy(n) => {
                let ty = self.var_type(&n).unwrap_or(scalar(VarType::Int));
                (Assign::Copy(TypedVar { name: n.text, ty }), ty)
            }
            Assign::CopyIndex(n, i) => {
                let i = self.int_expr(*i);
                let ty = self.var_type(&n).unwrap_or(array(VarType::Int));
                (Assign::CopyIndex(TypedVar { name: n.text, ty }, Box::new(i)), FullType { array: false, ..ty })
            }
            Assign::Selection(s) => (Assign::Selection(self.sel(s)), scalar(VarType::Sel)),
            Assign::MapChar(mc) => (Assign::MapChar(self.mapchar(mc)), scalar(VarType::MapChar)),
            Assign::Monster(mo) => (Assign::Monster(self.monster(mo)), scalar(VarType::Monst)),
            Assign::Object(o) => (Assign::Object(self.object(o)), scalar(VarType::Obj)),
            Assign::Coord(c) => (Assign::Coord(self.coord(c)), scalar(VarType::Coord)),
            Assign::Region(r) => (Assign::Region(self.region_lit(r)), scalar(VarType::Region)),
            Assign::List(items) => self.list(items),
            Assign::MapChars(v) => {
                (Assign::MapChars(v.into_iter().map(|mc| self.mapchar_lit(mc)).collect()), array(VarType::MapChar))
            }
            Assign::Monsters(v) => {
                (Assign::Monsters(v.into_iter().map(|s| self.monster_lit(s)).collect()), array(VarType::Monst))
            }
            Assign::Objects(v) => {
                (Assign::Objects(v.into_iter().map(|s| self.object_lit(s)).collect()), array(VarType::Obj))
            }
        };
        let var = self.define_var(&var, ty);
        StmtKind::Assign { var, value }
    }

    /// `{ ... }`: integers, strings, coordinates or regions, all alike.
    fn list(&mut self, items: Vec<ListItem<Untyped>>) -> (Assign<Checked>, FullType) {
        let first = match items.first() {
            Some(ListItem::Coord(..)) => VarType::Coord,
            Some(ListItem::Region(..)) => VarType::Region,
            _ => VarType::Int,
        };
        let mut elem: Option<VarType> = None;
        let mut out = Vec::new();
        for item in items {
            let (item, ty, span) = match item {
                ListItem::Expr(e) => {
                    let span = e.span;
                    let (e, t) = self.expr(e, None);
                    let ty = match t {
                        ExprType::Str => VarType::Str,
                        ExprType::Int => VarType::Int,
                        ExprType::Other(t) => t.ty,
                    };
                    (ListItem::Expr(e), ty, span)
                }
                ListItem::Coord(c, span) => (ListItem::Coord(self.coord_lit(c, span), span), VarType::Coord, span),
                ListItem::Region(r) => (ListItem::Region(self.region_lit(r)), VarType::Region, r.span),
            };
            match elem {
                None => elem = Some(ty),
                Some(e) if e != ty => self.diags.push(m::mixed_list(span, scalar(e), scalar(ty))),
                _ => {}
            }
            out.push(item);
        }
        let ty = elem.unwrap_or(first);
        if !matches!(ty, VarType::Int | VarType::Str | VarType::Coord | VarType::Region)
            && let Some(span) = out.iter().find_map(|i| if let ListItem::Expr(e) = i { Some(e.span) } else { None })
        {
            self.diags.push(m::list_of(span, scalar(ty)));
        }
        (Assign::List(out), array(ty))
    }

    fn switch(&mut self, value: Expr<Untyped>, cases: Vec<SwitchCase<Untyped>>, span: Span) -> StmtKind<Checked> {
        let value = self.int_expr(value);
        if self.in_switch {
            self.diags.push(m::nested_switch(span));
        }
        let outer = std::mem::replace(&mut self.in_switch, true);
        self.break_depth += 1;
        let mut default_seen: Option<Span> = None;
        let mut n_cases = 0;
        let cases = cases
            .into_iter()
            .map(|c| {
                match c.value {
                    Some(_) => {
                        n_cases += 1;
                        if n_cases > MAX_CASES {
                            self.diags.push(m::too_many_cases(c.span, MAX_CASES));
                        }
                    }
                    None => {
                        if let Some(first) = default_seen {
                            self.diags.push(m::second_default(c.span, first));
                        }
                        default_seen = Some(c.span);
                    }
                }
                SwitchCase { value: c.value, stmts: self.stmts(c.stmts), span: c.span }
            })
            .collect();
        self.break_depth -= 1;
        self.in_switch = outer;
        StmtKind::Switch { value, cases }
    }

    fn function(
        &mut self,
        name: Name,
        params: Vec<(Name, Name)>,
        body: Block<Untyped>,
        span: Span,
    ) -> StmtKind<Checked> {
        if self.in_function {
            self.diags.push(m::nested_function(name.span, &name.text));
        }
        if let Some(f) = self.funcs.get(&name.text) {
            self.diags.push(m::function_redefined(name.span, f.span, &name.text));
        }
        // A function body has its own variables: its parameters.
        let outer_vars = std::mem::take(&mut self.vars);
        let was = std::mem::replace(&mut self.in_function, true);
        let mut typed = Vec::new();
        let mut sig = Vec::new();
        for (var, ty) in params {
            let t = match ty.text.as_str() {
                "int" | "integer" => VarType::Int,
                "str" | "string" => VarType::Str,
                other => {
                    self.diags.push(m::param_type(ty.span, other));
                    VarType::Int
                }
            };
            sig.push(t);
            typed.push((self.define_var(&var, scalar(t)), ty));
        }
        self.funcs.insert(name.text.clone(), FuncSig { params: sig, span: name.span });
        let body = self.block(body);
        self.end_scope();
        self.vars = outer_vars;
        self.in_function = was;
        let _ = span;
        StmtKind::Function { name, params: typed, body }
    }

    fn call(&mut self, name: Name, args: Vec<Expr<Untyped>>, span: Span) -> StmtKind<Checked> {
        let mut types = Vec::new();
        let args: Vec<Expr<Checked>> = args
            .into_iter()
            .map(|a| {
                let (e, t) = self.expr(a, None);
                types.push(match t {
                    ExprType::Str => VarType::Str,
                    _ => VarType::Int,
                });
                e
            })
            .collect();
        match self.funcs.get(&name.text).cloned() {
            Some(sig) if sig.params != types => {
                self.diags.push(m::call_params(span, &name.text, &sig.params, &types, sig.span));
            }
            Some(_) => {}
            None => {
                let names: Vec<&str> = self.funcs.keys().map(String::as_str).collect();
                self.diags.push(m::undefined_function(name.span, &name.text, &names));
            }
        }
        StmtKind::Call { name, args }
    }

    fn map(&mut self, place: MapPlace<Untyped>, keep: i64, body: MapBody) -> StmtKind<Checked> {
        let place = match place {
            MapPlace::Justified(h, v) => MapPlace::Justified(h, v),
            MapPlace::At(c) => MapPlace::At(self.coord(c)),
        };
        let grid = crate::codegen::map::scan(&body.text);
        for (row, col, ch) in &grid.invalid {
            self.diags.push(m::map_invalid_char(&body, *row, *col, *ch));
        }
        self.max_x = grid.width as i64 - 1;
        self.max_y = grid.height as i64 - 1;
        self.in_map = true;
        self.split.map(&grid, body.span);
        if grid.width as i64 > MAP_X_LIM || grid.height as i64 > MAP_Y_LIM {
            self.diags.push(m::map_too_large(body.span, grid.width, grid.height, MAP_X_LIM, MAP_Y_LIM));
        } else if let MapPlace::At(Coord { kind: CoordKind::Lit(CoordLit::At(x, y)), span }) = &place
            && (x + grid.width as i64 > COLNO || y + grid.height as i64 > ROWNO)
        {
            self.diags.push(m::map_off_level(*span, *x, *y, grid.width, grid.height));
        }
        StmtKind::Map { place, keep, body }
    }

    fn room_type(&mut self, k: NameOrRandom, span: Span) -> i64 {
        match k {
            NameOrRandom::Random => -1,
            NameOrRandom::Named(n) => match lookup::room_type(&n.text) {
                Some(t) => t,
                None => {
                    let names: Vec<&str> = lookup::ROOM_TYPES.iter().map(|(n, _)| *n).collect();
                    self.diags.push(m::unknown_room_type(n.span, &n.text, &names));
                    let _ = span;
                    lookup::OROOM
                }
            },
        }
    }

    fn room(&mut self, r: RoomDef<Untyped>, sub: bool) -> RoomDef<Checked> {
        let kind = self.room_type(r.kind, r.head);
        self.percent(r.chance, r.head);
        if r.chance < 100 && kind == lookup::OROOM {
            self.diags.push(m::room_chance(r.head));
        }
        let (x, y) = r.pos;
        if sub {
            if (x, y) != (-1, -1) && (x < 0 || y < 0) {
                self.diags.push(m::room_pos(r.head, x, y, "subroom positions cannot be negative"));
            }
        } else if (x, y) != (-1, -1) && !((1..=5).contains(&x) && (1..=5).contains(&y)) {
            self.diags.push(m::room_pos(r.head, x, y, "room positions are between 1 and 5"));
        }
        if !sub && let Some(f) = r.flags {
            self.diags.push(m::room_flags_ignored(r.head, f));
        }
        self.room_depth += 1;
        let body = self.breakable(r.body);
        self.room_depth -= 1;
        RoomDef {
            kind,
            chance: r.chance,
            lit: r.lit,
            pos: r.pos,
            align: r.align,
            size: r.size,
            flags: r.flags,
            body,
            head: r.head,
        }
    }

    fn mon_infos(&mut self, infos: Vec<Info<MonInfo<Untyped>>>) -> Vec<Info<MonInfo<Checked>>> {
        let mut seen: Vec<(u32, Span)> = Vec::new();
        let mut out = Vec::new();
        for Info { info, span } in infos {
            let bit = mon_info_bit(&info);
            if let Some((_, first)) = seen.iter().find(|(b, _)| *b == bit) {
                self.diags.push(m::info_twice(span, *first, "MONSTER"));
            }
            seen.push((bit, span));
            let info = match info {
                MonInfo::Name(e) => MonInfo::Name(self.str_expr(e)),
                MonInfo::Peaceful(v) => MonInfo::Peaceful(v),
                MonInfo::Asleep(v) => MonInfo::Asleep(v),
                MonInfo::Align(v) => {
                    self.register(v, span);
                    MonInfo::Align(v)
                }
                MonInfo::Appear(k, e) => MonInfo::Appear(k, self.str_expr(e)),
                MonInfo::Female => MonInfo::Female,
                MonInfo::Invis => MonInfo::Invis,
                MonInfo::Cancelled => MonInfo::Cancelled,
                MonInfo::Revived => MonInfo::Revived,
                MonInfo::Avenge => MonInfo::Avenge,
                MonInfo::Fleeing(e) => MonInfo::Fleeing(self.int_expr(e)),
                MonInfo::Blinded(e) => MonInfo::Blinded(self.int_expr(e)),
                MonInfo::Paralyzed(e) => MonInfo::Paralyzed(self.int_expr(e)),
                MonInfo::Stunned => MonInfo::Stunned,
                MonInfo::Confused => MonInfo::Confused,
                MonInfo::SeenTraps(mask) => MonInfo::SeenTraps(self.trap_mask(mask)),
            };
            out.push(Info { info, span });
        }
        out
    }

    /// `align[N]` registers go up to 2 (-1..-3 once encoded).
    fn register(&mut self, v: i64, span: Span) {
        if v < 0 && v != -11 && v < -3 {
            self.diags.push(m::register_overflow(span, -v - 1));
        }
    }

    fn trap_mask(&mut self, mask: TrapMaskSpec) -> i64 {
        match mask {
            TrapMaskSpec::All => !0,
            TrapMaskSpec::Traps(names) => {
                let mut bits: i64 = 0;
                for n in names {
                    match lookup::trap(&n.text) {
                        Some(t) => {
                            let bit = 1i64 << (t - 1);
                            if bits & bit != 0 {
                                self.diags.push(m::trap_twice(n.span, &n.text));
                            }
                            bits |= bit;
                        }
                        None => {
                            let names: Vec<&str> = lookup::TRAPS.iter().map(|(n, _)| *n).collect();
                            self.diags.push(m::unknown_trap(n.span, &n.text, &names));
                        }
                    }
                }
                bits
            }
        }
    }

    fn object_stmt(
        &mut self,
        what: ObjectOrVar<Untyped>,
        infos: Vec<Info<ObjInfo<Untyped>>>,
        contents: Option<Block<Untyped>>,
        span: Span,
        after_container: Option<((i64, i64), Span)>,
    ) -> StmtKind<Checked> {
        if contents.is_some() {
            self.container_kind(&what);
        }
        let what = self.object(what);
        let mut seen: Vec<(u32, Span)> = Vec::new();
        let mut out = Vec::new();
        let mut has_coord = false;
        for Info { info, span: ispan } in infos {
            let bit = obj_info_bit(&info);
            if let Some((_, first)) = seen.iter().find(|(b, _)| *b == bit) {
                self.diags.push(m::info_twice(ispan, *first, "OBJECT"));
            }
            seen.push((bit, ispan));
            let info = match info {
                ObjInfo::Curse(v) => ObjInfo::Curse(v),
                ObjInfo::Montype(mo) => ObjInfo::Montype(self.monster(mo)),
                ObjInfo::Spe(e) => ObjInfo::Spe(self.int_expr(e)),
                ObjInfo::Name(e) => ObjInfo::Name(self.str_expr(e)),
                ObjInfo::Quantity(e) => ObjInfo::Quantity(self.int_expr(e)),
                ObjInfo::Buried => ObjInfo::Buried,
                ObjInfo::Lit(v) => ObjInfo::Lit(v),
                ObjInfo::Eroded(e) => ObjInfo::Eroded(self.int_expr(e)),
                ObjInfo::Erodeproof => ObjInfo::Erodeproof,
                ObjInfo::DoorState(d) => {
                    if d != crate::lexer::val::D_LOCKED && d != crate::lexer::val::D_BROKEN {
                        self.diags.push(m::object_door_state(ispan));
                    }
                    ObjInfo::DoorState(d)
                }
                ObjInfo::Trapped(v) => ObjInfo::Trapped(v),
                ObjInfo::Recharged(e) => ObjInfo::Recharged(self.int_expr(e)),
                ObjInfo::Invis => ObjInfo::Invis,
                ObjInfo::Greased => ObjInfo::Greased,
                ObjInfo::Coord(c) => {
                    has_coord = true;
                    ObjInfo::Coord(self.coord(c))
                }
            };
            out.push(Info { info, span: ispan });
        }
        if has_coord && self.in_container > 0 {
            self.diags.push(m::object_coord_contained(span));
        } else if !has_coord && self.in_container == 0 {
            self.diags.push(m::object_needs_coord(span, after_container.is_some()));
        }
        let at = out.iter().find_map(|i| match &i.info {
            ObjInfo::Coord(Coord { kind: CoordKind::Lit(CoordLit::At(x, y)), span }) => Some(((*x, *y), *span)),
            _ => None,
        });
        if let (Some((pos, here)), Some((cpos, cspan))) = (at, after_container)
            && pos == cpos
            && contents.is_none()
        {
            self.diags.push(m::object_on_container(here, cspan));
        }
        let contents = contents.map(|b| {
            self.in_container += 1;
            let b = self.breakable(b);
            self.in_container -= 1;
            b
        });
        if contents.is_some() {
            self.last_container = Some(at.unwrap_or(((-1, -1), span)));
        }
        StmtKind::Object { what, infos: out, contents }
    }

    /// `(x1,y1,x2,y2)` must lie in the current map; `levregion(...)` in the level.
    fn lev_region(&mut self, r: LevRegion) -> LevRegion {
        let (x1, y1, x2, y2) = (r.x1, r.y1, r.x2, r.y2);
        let bad = if r.area == 1 {
            if x1 <= 0 || x1 >= COLNO {
                Some("x1")
            } else if !(0..ROWNO).contains(&y1) {
                Some("y1")
            } else if x2 <= 0 || x2 >= COLNO {
                Some("x2")
            } else if !(0..ROWNO).contains(&y2) {
                Some("y2")
            } else {
                None
            }
        } else if x1 < 0 || x1 > self.max_x {
            Some("x1")
        } else if y1 < 0 || y1 > self.max_y {
            Some("y1")
        } else if x2 < 0 || x2 > self.max_x {
            Some("x2")
        } else if y2 < 0 || y2 > self.max_y {
            Some("y2")
        } else {
            None
        };
        if let Some(which) = bad {
            self.diags.push(m::lev_region_range(r.span, r, which, r.area == 1, self.max_x, self.max_y));
        }
        r
    }

    /// A level region whose "avoid" part covers all of it can never be
    /// placed (a warning of ours).
    fn placeable(&mut self, from: LevRegion, avoid: LevRegion, span: Span) {
        let empty_avoid = (avoid.x1, avoid.y1, avoid.x2, avoid.y2) == (0, 0, 0, 0);
        if from.area == avoid.area
            && !empty_avoid
            && avoid.x1 <= from.x1
            && avoid.y1 <= from.y1
            && avoid.x2 >= from.x2
            && avoid.y2 >= from.y2
        {
            self.diags.push(m::region_unplaceable(span, from.span, avoid.span));
        }
    }
}

/// The monster_info bit the C tool uses to catch repeats.
fn mon_info_bit<P: Phase>(i: &MonInfo<P>) -> u32 {
    match i {
        MonInfo::Name(_) => 0x1,
        MonInfo::Peaceful(_) => 0x2,
        MonInfo::Asleep(_) => 0x4,
        MonInfo::Align(_) => 0x8,
        MonInfo::Appear(..) => 0x10,
        MonInfo::Female => 0x20,
        MonInfo::Invis => 0x40,
        MonInfo::Cancelled => 0x80,
        MonInfo::Revived => 0x100,
        MonInfo::Avenge => 0x200,
        MonInfo::Fleeing(_) => 0x400,
        MonInfo::Blinded(_) => 0x800,
        MonInfo::Paralyzed(_) => 0x1000,
        MonInfo::Stunned => 0x2000,
        MonInfo::Confused => 0x4000,
        MonInfo::SeenTraps(_) => 0x8000,
    }
}

/// The object_info bit the C tool uses to catch repeats (`eroded` and
/// `erodeproof` share one; `locked` and `broken` have their own).
fn obj_info_bit<P: Phase>(i: &ObjInfo<P>) -> u32 {
    match i {
        ObjInfo::Curse(_) => 0x1,
        ObjInfo::Montype(_) => 0x2,
        ObjInfo::Spe(_) => 0x4,
        ObjInfo::Name(_) => 0x8,
        ObjInfo::Quantity(_) => 0x10,
        ObjInfo::Buried => 0x20,
        ObjInfo::Lit(_) => 0x40,
        ObjInfo::Eroded(_) | ObjInfo::Erodeproof => 0x80,
        ObjInfo::DoorState(d) if *d == crate::lexer::val::D_BROKEN => 0x200,
        ObjInfo::DoorState(_) => 0x100,
        ObjInfo::Trapped(_) => 0x400,
        ObjInfo::Recharged(_) => 0x800,
        ObjInfo::Invis => 0x1000,
        ObjInfo::Greased => 0x2000,
        ObjInfo::Coord(_) => 0x4000,
    }
}
