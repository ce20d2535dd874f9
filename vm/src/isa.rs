//! The SPO_* instruction set, declared once.
//!
//! `define_isa!` takes one row per opcode (number, Rust name, NetHack
//! name, stack effect) and generates [`Opcode`] with its numbering, names
//! and stack effects, and [`Op`], the instruction enum a [`crate::Program`]
//! holds. Encoding, decoding, verification and disassembly all derive from
//! these, so an opcode cannot be known to one stage and missing from
//! another.

use crate::value::Operand;

/// How an opcode changes the value stack, where that is fixed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StackEffect {
    /// Pops `pops` values and pushes `pushes`.
    Fixed { pops: u8, pushes: u8 },
    /// Depends on operand values (MONSTER, OBJECT, VAR_INIT, CALL, ...).
    Variable,
}

macro_rules! plain_op {
    ($variant:ident) => {
        Some(Op::$variant)
    };
    ($variant:ident $ty:ty) => {
        None
    };
}

macro_rules! define_isa {
    ($( $num:literal $variant:ident $(($ty:ty))? $name:literal $effect:expr; )*) => {
        /// An SPO_* opcode number (`enum opcode_defs` in sp_lev.h).
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
        #[repr(u8)]
        pub enum Opcode {
            $($variant = $num,)*
        }

        impl Opcode {
            /// Every opcode, in numeric order.
            pub const ALL: &'static [Opcode] = &[$(Opcode::$variant,)*];

            /// The opcode with this number, if it is one.
            pub fn from_number(n: i64) -> Option<Opcode> {
                match n {
                    $($num => Some(Opcode::$variant),)*
                    _ => None,
                }
            }

            /// The number written to `.lev` files.
            pub fn number(self) -> u8 {
                self as u8
            }

            /// NetHack's name without the `SPO_` prefix ("MONSTER").
            pub fn name(self) -> &'static str {
                match self {
                    $(Opcode::$variant => $name,)*
                }
            }

            /// The opcode a NetHack name stands for.
            pub fn from_name(name: &str) -> Option<Opcode> {
                match name {
                    $($name => Some(Opcode::$variant),)*
                    _ => None,
                }
            }

            /// How it changes the stack (see the table in `isa.rs`).
            pub fn stack_effect(self) -> StackEffect {
                match self {
                    $(Opcode::$variant => $effect,)*
                }
            }
        }

        /// One instruction: an opcode, and for PUSH its inline operand.
        #[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
        pub enum Op {
            $($variant $(($ty))?,)*
        }

        impl Op {
            /// The instruction's opcode.
            pub fn opcode(&self) -> Opcode {
                match self {
                    $(Op::$variant { .. } => Opcode::$variant,)*
                }
            }

            /// The instruction for an opcode that carries no operand
            /// (`None` for PUSH).
            pub fn plain(opcode: Opcode) -> Option<Op> {
                match opcode {
                    $(Opcode::$variant => plain_op!($variant $($ty)?),)*
                }
            }
        }
    };
}

const fn fx(pops: u8, pushes: u8) -> StackEffect {
    StackEffect::Fixed { pops, pushes }
}
const VAR: StackEffect = StackEffect::Variable;

// Number, variant, NetHack name, stack effect (pops, pushes). The operand
// contracts are documented in ../shared/docs section A.5.
define_isa! {
    0 Null "NULL" fx(0, 0);
    1 Message "MESSAGE" fx(1, 0);
    2 Monster "MONSTER" VAR;
    3 Object "OBJECT" VAR;
    4 Engraving "ENGRAVING" fx(3, 0);
    5 Room "ROOM" fx(10, 0);
    6 Subroom "SUBROOM" fx(10, 0);
    7 Door "DOOR" fx(2, 0);
    8 Stair "STAIR" fx(2, 0);
    9 Ladder "LADDER" fx(2, 0);
    10 Altar "ALTAR" fx(3, 0);
    11 Fountain "FOUNTAIN" fx(1, 0);
    12 Sink "SINK" fx(1, 0);
    13 Pool "POOL" fx(1, 0);
    14 Trap "TRAP" fx(2, 0);
    15 Gold "GOLD" fx(2, 0);
    16 Corridor "CORRIDOR" fx(6, 0);
    17 Levregion "LEVREGION" fx(13, 0);
    18 Drawbridge "DRAWBRIDGE" fx(3, 0);
    19 Mazewalk "MAZEWALK" fx(4, 0);
    20 NonDiggable "NON_DIGGABLE" fx(1, 0);
    21 NonPasswall "NON_PASSWALL" fx(1, 0);
    22 Wallify "WALLIFY" fx(2, 0);
    23 Map "MAP" fx(6, 0);
    24 RoomDoor "ROOM_DOOR" fx(4, 0);
    25 Region "REGION" fx(4, 0);
    26 Mineralize "MINERALIZE" fx(4, 0);
    27 Cmp "CMP" fx(2, 1);
    28 Jmp "JMP" fx(1, 0);
    29 Jl "JL" fx(2, 0);
    30 Jle "JLE" fx(2, 0);
    31 Jg "JG" fx(2, 0);
    32 Jge "JGE" fx(2, 0);
    33 Je "JE" fx(2, 0);
    34 Jne "JNE" fx(2, 0);
    35 Terrain "TERRAIN" fx(2, 0);
    36 ReplaceTerrain "REPLACETERRAIN" fx(4, 0);
    37 Exit "EXIT" fx(0, 0);
    38 EndRoom "ENDROOM" fx(0, 0);
    39 PopContainer "POP_CONTAINER" fx(0, 0);
    40 Push(Operand) "PUSH" fx(0, 1);
    41 Pop "POP" fx(1, 0);
    42 Rn2 "RN2" fx(1, 1);
    43 Dec "DEC" fx(1, 1);
    44 Inc "INC" fx(1, 1);
    45 MathAdd "MATH_ADD" fx(2, 1);
    46 MathSub "MATH_SUB" fx(2, 1);
    47 MathMul "MATH_MUL" fx(2, 1);
    48 MathDiv "MATH_DIV" fx(2, 1);
    49 MathMod "MATH_MOD" fx(2, 1);
    50 MathSign "MATH_SIGN" fx(1, 1);
    51 Copy "COPY" fx(1, 2);
    52 EndMoninvent "END_MONINVENT" fx(0, 0);
    53 Grave "GRAVE" fx(3, 0);
    54 FramePush "FRAME_PUSH" fx(0, 0);
    55 FramePop "FRAME_POP" fx(0, 0);
    56 Call "CALL" VAR;
    57 Return "RETURN" VAR;
    58 InitLevel "INITLEVEL" fx(8, 0);
    59 LevelFlags "LEVEL_FLAGS" fx(1, 0);
    60 VarInit "VAR_INIT" VAR;
    61 ShuffleArray "SHUFFLE_ARRAY" fx(1, 0);
    62 Dice "DICE" fx(2, 1);
    63 SelAdd "SEL_ADD" fx(2, 1);
    64 SelPoint "SEL_POINT" fx(1, 1);
    65 SelRect "SEL_RECT" fx(1, 1);
    66 SelFillrect "SEL_FILLRECT" fx(1, 1);
    67 SelLine "SEL_LINE" fx(2, 1);
    68 SelRndline "SEL_RNDLINE" fx(3, 1);
    69 SelGrow "SEL_GROW" fx(2, 1);
    70 SelFlood "SEL_FLOOD" fx(1, 1);
    71 SelRndcoord "SEL_RNDCOORD" fx(1, 1);
    72 SelEllipse "SEL_ELLIPSE" fx(4, 1);
    73 SelFilter "SEL_FILTER" VAR;
    74 SelGradient "SEL_GRADIENT" fx(6, 1);
    75 SelComplement "SEL_COMPLEMENT" fx(1, 1);
}

/// Number of opcodes (`MAX_SP_OPCODES`).
pub const MAX_SP_OPCODES: usize = 76;
