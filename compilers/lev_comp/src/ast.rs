//! The syntax tree of a `.des` file, generic over its phase.
//!
//! The parser builds `Level<Untyped>`: names are still text (`"jackal"`,
//! `"falling rock"`, `'d'`) and variables are just names. The checker
//! folds that into `Level<Checked>`: monsters, objects, traps, room types
//! and map characters become the numbers NetHack uses, and every variable
//! carries its type. Code generation reads only `Level<Checked>`.
//!
//! The node shapes follow `util/lev_comp.y`, so code generation can emit
//! instructions in the order the C tool's parser actions did, which is
//! what makes our `.lev` files byte-identical.

use oxhack_diag::Span;

/// What differs between the untyped and the checked tree.
pub trait Phase {
    /// A variable reference.
    type Var: Clone + std::fmt::Debug + PartialEq;
    /// `"jackal"`, `'d'`, `('d', "jackal")`, `random`.
    type Monster: Clone + std::fmt::Debug + PartialEq;
    /// `"long sword"`, `')'`, `(')', "long sword")`, `random`.
    type Object: Clone + std::fmt::Debug + PartialEq;
    /// `'.'` or `('.', lit)`.
    type MapChar: Clone + std::fmt::Debug + PartialEq;
    /// `"falling rock"` or `random`.
    type Trap: Clone + std::fmt::Debug + PartialEq;
    /// `"temple"` or `random`.
    type RoomType: Clone + std::fmt::Debug + PartialEq;
    /// `seen_traps:` list.
    type TrapMask: Clone + std::fmt::Debug + PartialEq;
}

/// The parser's output.
#[derive(Debug, Clone, PartialEq)]
pub struct Untyped;

/// The checker's output.
#[derive(Debug, Clone, PartialEq)]
pub struct Checked;

impl Phase for Untyped {
    type Var = Name;
    type Monster = MonsterSpec;
    type Object = ObjectSpec;
    type MapChar = MapCharSpec;
    type Trap = NameOrRandom;
    type RoomType = NameOrRandom;
    type TrapMask = TrapMaskSpec;
}

impl Phase for Checked {
    type Var = TypedVar;
    /// Packed as `.lev` MONST operands (`-1` for random).
    type Monster = i64;
    /// Packed as `.lev` OBJ operands.
    type Object = i64;
    /// Packed as `.lev` MAPCHAR operands.
    type MapChar = i64;
    /// Trap type number, `-1` for random.
    type Trap = i64;
    /// Room type number, `-1` for random.
    type RoomType = i64;
    type TrapMask = i64;
}

/// A name with where it was written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Name {
    pub text: String,
    pub span: Span,
}

/// Variable types (`SPOVAR_*`), with the array flag.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum VarType {
    Int,
    Str,
    Coord,
    Region,
    MapChar,
    Monst,
    Obj,
    Sel,
}

impl VarType {
    /// The C tool's word for it (`spovar2str`).
    pub fn word(self) -> &'static str {
        match self {
            VarType::Int => "integer",
            VarType::Str => "string",
            VarType::Coord => "coordinate",
            VarType::Region => "region",
            VarType::MapChar => "mapchar",
            VarType::Monst => "monster",
            VarType::Obj => "object",
            VarType::Sel => "selection",
        }
    }
}

/// A variable's full type: element type and whether it is an array.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct FullType {
    pub ty: VarType,
    pub array: bool,
}

impl std::fmt::Display for FullType {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}{}", self.ty.word(), if self.array { " array" } else { "" })
    }
}

/// A checked variable reference.
#[derive(Debug, Clone, PartialEq)]
pub struct TypedVar {
    pub name: String,
    pub ty: FullType,
}

#[derive(Debug, Clone, PartialEq)]
pub enum NameOrRandom {
    Named(Name),
    Random,
}

#[derive(Debug, Clone, PartialEq)]
pub enum MonsterSpec {
    Named(Name),
    Class(u8, Span),
    ClassNamed(u8, Name),
    Random,
}

#[derive(Debug, Clone, PartialEq)]
pub enum ObjectSpec {
    Named(Name),
    Class(u8, Span),
    ClassNamed(u8, Name),
    Random,
}

/// A map character and its light state (-2 when not given).
#[derive(Debug, Clone, PartialEq)]
pub struct MapCharSpec {
    pub ch: u8,
    pub lit: i64,
    pub span: Span,
}

#[derive(Debug, Clone, PartialEq)]
pub enum TrapMaskSpec {
    All,
    Traps(Vec<Name>),
}

/// One `.des` file: its levels, and the functions it defines.
#[derive(Debug, Clone, PartialEq)]
pub struct File<P: Phase> {
    pub levels: Vec<Level<P>>,
}

/// `MAZE:"name",filler` or `LEVEL:"name"`, then `FLAGS:` and statements.
#[derive(Debug, Clone, PartialEq)]
pub struct Level<P: Phase> {
    pub name: Name,
    pub kind: LevelKind,
    pub flags: Option<(i64, Span)>,
    pub body: Vec<Stmt<P>>,
    /// The `MAZE`/`LEVEL` header.
    pub head: Span,
}

#[derive(Debug, Clone, PartialEq)]
pub enum LevelKind {
    Level,
    /// The filler: `None` for `random`, else the character.
    Maze(Option<u8>),
}

/// Arithmetic and string expressions (`math_expr_var`, `string_expr`).
#[derive(Debug, Clone, PartialEq)]
pub struct Expr<P: Phase> {
    pub kind: ExprKind<P>,
    pub span: Span,
}

#[derive(Debug, Clone, PartialEq)]
pub enum ExprKind<P: Phase> {
    Int(i64),
    Str(String),
    Dice(i64, i64),
    Var(P::Var),
    Index(P::Var, Box<Expr<P>>),
    Bin(BinOp, Box<Expr<P>>, Box<Expr<P>>),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    Mod,
    /// String concatenation (`.`), emitted as MATH_ADD.
    Concat,
}

/// A value that is a literal of some kind, or a variable of that kind.
#[derive(Debug, Clone, PartialEq)]
pub enum OrVar<T, P: Phase> {
    Lit(T),
    Var(P::Var),
    Index(P::Var, Box<Expr<P>>),
}

/// `coord_or_var`.
#[derive(Debug, Clone, PartialEq)]
pub struct Coord<P: Phase> {
    pub kind: CoordKind<P>,
    pub span: Span,
}

/// A literal coordinate: `(x,y)`, `random` or `random[wet,dry]`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CoordLit {
    At(i64, i64),
    /// `random` (flags 0) or `random[flags]`.
    Random(i64),
}

impl CoordLit {
    /// The packed `.lev` value (`SP_COORD_PACK`, `SP_COORD_PACK_RANDOM`).
    pub fn pack(self) -> i64 {
        match self {
            CoordLit::At(x, y) => (x & 0xff) + ((y & 0xff) << 16),
            CoordLit::Random(f) => 0x0100_0000 | f,
        }
    }
}

/// A literal region `(x1,y1,x2,y2)`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RegionLit {
    pub x1: i64,
    pub y1: i64,
    pub x2: i64,
    pub y2: i64,
    pub span: Span,
}

impl RegionLit {
    /// The packed `.lev` value (`SP_REGION_PACK`).
    pub fn pack(self) -> i64 {
        (self.x1 & 0xff) + ((self.y1 & 0xff) << 8) + ((self.x2 & 0xff) << 16) + ((self.y2 & 0xff) << 24)
    }
}

#[derive(Debug, Clone, PartialEq)]
pub enum CoordKind<P: Phase> {
    Lit(CoordLit),
    Rnd(Box<Selection<P>>),
    Var(P::Var),
    Index(P::Var, Box<Expr<P>>),
}

/// `region_or_var`.
pub type Region<P> = OrVar<RegionLit, P>;
/// `mapchar_or_var`.
pub type MapCharOrVar<P> = OrVar<<P as Phase>::MapChar, P>;
/// `monster_or_var`.
pub type MonsterOrVar<P> = OrVar<<P as Phase>::Monster, P>;
/// `object_or_var`.
pub type ObjectOrVar<P> = OrVar<<P as Phase>::Object, P>;

/// `ter_selection`.
#[derive(Debug, Clone, PartialEq)]
pub struct Selection<P: Phase> {
    pub kind: SelKind<P>,
    pub span: Span,
}

#[derive(Debug, Clone, PartialEq)]
pub enum SelKind<P: Phase> {
    Point(Coord<P>),
    Rect(Region<P>),
    FillRect(Region<P>),
    Line(Coord<P>, Coord<P>),
    RandLine(Coord<P>, Coord<P>, Expr<P>),
    /// `grow(sel)` (all directions) or `grow(dirs, sel)`.
    Grow(Option<i64>, Box<Selection<P>>),
    FilterPercent(i64, Box<Selection<P>>),
    FilterSel(Box<Selection<P>>, Box<Selection<P>>),
    FilterMapChar(MapCharOrVar<P>, Box<Selection<P>>),
    Flood(Coord<P>),
    /// `circle(c, r)` or `circle(c, r, filled)`.
    Circle(Coord<P>, Expr<P>, Option<i64>),
    Ellipse(Coord<P>, Expr<P>, Expr<P>, Option<i64>),
    Gradient {
        kind: i64,
        min: Expr<P>,
        max: Expr<P>,
        limited: i64,
        from: Coord<P>,
        to: Option<Coord<P>>,
    },
    Complement(Box<Selection<P>>),
    /// A bare variable: a selection variable, or (untyped) maybe a
    /// coordinate variable that the checker turns into `Point`.
    Var(P::Var),
    /// `a & b`.
    Union(Box<Selection<P>>, Box<Selection<P>>),
}

/// The right-hand side of `$var = ...`.
#[derive(Debug, Clone, PartialEq)]
pub enum Assign<P: Phase> {
    /// An integer or string expression, or (untyped) a bare variable of
    /// any type, copied.
    Expr(Expr<P>),
    /// A copy of another variable of a non-scalar type (checked only).
    Copy(P::Var),
    CopyIndex(P::Var, Box<Expr<P>>),
    Selection(Selection<P>),
    MapChar(MapCharOrVar<P>),
    Monster(MonsterOrVar<P>),
    Object(ObjectOrVar<P>),
    Coord(Coord<P>),
    Region(RegionLit),
    /// `{ ... }` of integers, strings, coordinates or regions.
    List(Vec<ListItem<P>>),
    MapChars(Vec<P::MapChar>),
    Monsters(Vec<P::Monster>),
    Objects(Vec<P::Object>),
}

#[derive(Debug, Clone, PartialEq)]
pub enum ListItem<P: Phase> {
    Expr(Expr<P>),
    Coord(CoordLit, Span),
    Region(RegionLit),
}

/// `[ N% ]`, `[ a < b ]` or `[ a ]`.
#[derive(Debug, Clone, PartialEq)]
pub enum Cond<P: Phase> {
    Percent(i64),
    Compare(Expr<P>, i64, Expr<P>),
    Truth(Expr<P>),
}

/// A `lev_region` (the `levregion(...)` form has `area` 1).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LevRegion {
    pub x1: i64,
    pub y1: i64,
    pub x2: i64,
    pub y2: i64,
    pub area: i64,
    pub span: Span,
}

/// `(room, wall, door)` of a CORRIDOR.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CorrSpec {
    pub room: i64,
    pub wall: i64,
    pub door: i64,
}

/// How a MAP is placed.
#[derive(Debug, Clone, PartialEq)]
pub enum MapPlace<P: Phase> {
    /// `GEOMETRY: h, v` justification.
    Justified(i64, i64),
    /// `GEOMETRY: (x,y)` (or a coordinate variable).
    At(Coord<P>),
}

/// One monster modifier, tagged as in `monster_info`.
#[derive(Debug, Clone, PartialEq)]
pub enum MonInfo<P: Phase> {
    Name(Expr<P>),
    Peaceful(i64),
    Asleep(i64),
    Align(i64),
    Appear(i64, Expr<P>),
    Female,
    Invis,
    Cancelled,
    Revived,
    Avenge,
    Fleeing(Expr<P>),
    Blinded(Expr<P>),
    Paralyzed(Expr<P>),
    Stunned,
    Confused,
    SeenTraps(P::TrapMask),
}

/// One object modifier, tagged as in `object_info`.
#[derive(Debug, Clone, PartialEq)]
pub enum ObjInfo<P: Phase> {
    Curse(i64),
    Montype(MonsterOrVar<P>),
    /// `+3`, `-1`, `2` or dice.
    Spe(Expr<P>),
    Name(Expr<P>),
    Quantity(Expr<P>),
    Buried,
    Lit(i64),
    Eroded(Expr<P>),
    Erodeproof,
    /// `locked` or `broken` (a door state word).
    DoorState(i64),
    Trapped(i64),
    Recharged(Expr<P>),
    Invis,
    Greased,
    Coord(Coord<P>),
}

#[derive(Debug, Clone, PartialEq)]
pub struct Info<T> {
    pub info: T,
    pub span: Span,
}

/// A statement and where it was written.
#[derive(Debug, Clone, PartialEq)]
pub struct Stmt<P: Phase> {
    pub kind: StmtKind<P>,
    pub span: Span,
}

/// A `{ ... }` block.
#[derive(Debug, Clone, PartialEq)]
pub struct Block<P: Phase> {
    pub stmts: Vec<Stmt<P>>,
    pub span: Span,
}

#[derive(Debug, Clone, PartialEq)]
pub enum StmtKind<P: Phase> {
    /// A statement the parser could not read (already reported).
    Error,
    Message(Expr<P>),
    InitSolidFill {
        ch: u8,
        lit: i64,
    },
    InitMazeGrid(u8),
    InitRogue,
    InitMines {
        fg: u8,
        bg: u8,
        smoothed: i64,
        joined: i64,
        lit: i64,
        walled: i64,
        filling: Option<u8>,
    },
    Altar {
        at: Coord<P>,
        align: i64,
        kind: i64,
    },
    /// `GRAVE`: text, `random` text (mode 1) or none (mode 0).
    Grave {
        at: Coord<P>,
        text: Option<Expr<P>>,
        random: bool,
    },
    Branch(LevRegion, LevRegion),
    Corridor(CorrSpec, CorridorTo),
    RandomCorridors(Option<i64>),
    Assign {
        var: P::Var,
        value: Assign<P>,
    },
    Shuffle(P::Var),
    NonDiggable(Region<P>),
    NonPasswall(Region<P>),
    RoomDoor {
        secret: i64,
        state: i64,
        wall: i64,
        pos: i64,
    },
    Door {
        state: i64,
        sel: Selection<P>,
    },
    Drawbridge {
        at: Coord<P>,
        dir: i64,
        state: i64,
    },
    Engraving {
        at: Coord<P>,
        kind: i64,
        text: Expr<P>,
    },
    Mineralize(Option<[Expr<P>; 4]>),
    Fountain(Selection<P>),
    Sink(Selection<P>),
    Pool(Selection<P>),
    Gold {
        amount: Expr<P>,
        at: Coord<P>,
    },
    Switch {
        value: Expr<P>,
        cases: Vec<SwitchCase<P>>,
    },
    For {
        var: P::Var,
        from: Expr<P>,
        to: Expr<P>,
        body: Block<P>,
    },
    Loop {
        count: Expr<P>,
        body: Block<P>,
    },
    If {
        cond: Cond<P>,
        then: Block<P>,
        otherwise: Option<Block<P>>,
    },
    Chance {
        cond: Cond<P>,
        stmt: Box<Stmt<P>>,
    },
    Exit,
    Break,
    Function {
        name: Name,
        params: Vec<(P::Var, Name)>,
        body: Block<P>,
    },
    Call {
        name: Name,
        args: Vec<Expr<P>>,
    },
    Ladder {
        at: Coord<P>,
        up: i64,
    },
    Stair {
        at: Coord<P>,
        up: i64,
    },
    StairRegion {
        from: LevRegion,
        avoid: LevRegion,
        up: i64,
    },
    NoMap,
    Map {
        place: MapPlace<P>,
        keep: i64,
        body: MapBody,
    },
    Mazewalk {
        at: Coord<P>,
        dir: i64,
        stocked: Option<(i64, Option<u8>)>,
    },
    Monster {
        what: MonsterOrVar<P>,
        at: Coord<P>,
        infos: Vec<Info<MonInfo<P>>>,
        inventory: Option<Block<P>>,
    },
    Object {
        what: ObjectOrVar<P>,
        infos: Vec<Info<ObjInfo<P>>>,
        contents: Option<Block<P>>,
    },
    Portal {
        from: LevRegion,
        avoid: LevRegion,
        dest: String,
    },
    Teleport {
        from: LevRegion,
        avoid: LevRegion,
        dir: Option<i64>,
    },
    Region {
        region: Region<P>,
        lit: i64,
        kind: P::RoomType,
        flags: Option<i64>,
        body: Option<Block<P>>,
    },
    Room(Box<RoomDef<P>>),
    Subroom(Box<RoomDef<P>>),
    Terrain {
        sel: Selection<P>,
        ch: MapCharOrVar<P>,
    },
    ReplaceTerrain {
        region: Region<P>,
        from: MapCharOrVar<P>,
        to: MapCharOrVar<P>,
        chance: i64,
    },
    Trap {
        kind: P::Trap,
        at: Coord<P>,
    },
    Wallify(Option<Selection<P>>),
}

/// The far end of a CORRIDOR: another room spec, or a number.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CorridorTo {
    Spec(CorrSpec),
    Number(i64),
}

#[derive(Debug, Clone, PartialEq)]
pub struct SwitchCase<P: Phase> {
    /// `None` for DEFAULT.
    pub value: Option<i64>,
    pub stmts: Vec<Stmt<P>>,
    pub span: Span,
}

/// ROOM or SUBROOM. For a SUBROOM, `align` is `None`.
#[derive(Debug, Clone, PartialEq)]
pub struct RoomDef<P: Phase> {
    pub kind: P::RoomType,
    pub chance: i64,
    pub lit: i64,
    /// `(x, y)` position, `(-1,-1)` for random.
    pub pos: (i64, i64),
    pub align: Option<(i64, i64)>,
    pub size: (i64, i64),
    pub flags: Option<i64>,
    pub body: Block<P>,
    /// The `ROOM: "type" ...` header, for messages.
    pub head: Span,
}

/// The text of a MAP body.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MapBody {
    pub text: String,
    pub span: Span,
}
