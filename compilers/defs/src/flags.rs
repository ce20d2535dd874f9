//! NetHack's bit sets, as `bitflags` types.
//!
//! Bit values are NetHack 3.6.7's (`monflag.h`, `artifact.h`); the
//! definition files name each bit by its constant without the prefix, in
//! lowercase (`M1_FLY` is `fly`). Composite constants such as `nolimbs`
//! (`M1_NOLIMBS`, which includes `nohands`) and `omnivore` are names too.

use bitflags::bitflags;

/// A bit set whose flags the definition files name by word.
pub trait NamedFlags: bitflags::Flags<Bits = Self::Repr> + Copy + 'static {
    type Repr: Into<u64> + bitflags::Bits;
    /// What messages call this kind of flag ("monster flag").
    const KIND: &'static str;
    /// The flag a file word stands for (words are lowercase constant names).
    fn from_word(word: &str) -> Option<Self> {
        if word.bytes().any(|b| b.is_ascii_uppercase()) {
            return None;
        }
        Self::from_name(&word.to_ascii_uppercase())
    }
    /// Every word, for suggestions.
    fn words() -> Vec<String> {
        Self::FLAGS.iter().map(|f| f.name().to_ascii_lowercase()).collect()
    }
    /// The words for the flags set in `self`, composites first.
    fn to_words(self) -> Vec<String> {
        let mut rest = self;
        let mut out = Vec::new();
        let mut flags: Vec<_> = Self::FLAGS.iter().collect();
        // Prefer composite names (more bits) so `nolimbs` is not written
        // as `nohands` plus a stray bit.
        flags.sort_by_key(|f| std::cmp::Reverse(bit_count(f.value())));
        for f in flags {
            let v = *f.value();
            if !is_empty(&v) && rest.contains(v) {
                out.push(f.name().to_ascii_lowercase());
                rest.remove(v);
            }
        }
        out
    }
}

fn bit_count<F: bitflags::Flags>(f: &F) -> u32
where
    F::Bits: Into<u64>,
{
    f.bits().into().count_ones()
}

fn is_empty<F: bitflags::Flags>(f: &F) -> bool {
    f.is_empty()
}

macro_rules! named_flags {
    ($name:ident : $repr:ty as $kind:literal) => {
        impl NamedFlags for $name {
            type Repr = $repr;
            const KIND: &'static str = $kind;
        }
    };
}

bitflags! {
    /// Object-type bits (`objclass` bitfields; `bimanual` and `bulky` are
    /// the same `oc_big` bit under its weapon and armor names).
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize)]
    pub struct ObjFlags: u16 {
        const NAME_KNOWN = 1 << 0;
        const MERGE = 1 << 1;
        const USES_KNOWN = 1 << 2;
        const PRE_DISCOVERED = 1 << 3;
        const MAGIC = 1 << 4;
        const CHARGED = 1 << 5;
        const UNIQUE = 1 << 6;
        const NOWISH = 1 << 7;
        const BIMANUAL = 1 << 8;
        const BULKY = 1 << 8;
        const TOUGH = 1 << 9;
    }
}
named_flags!(ObjFlags: u16 as "object flag");

bitflags! {
    /// Generation bits (`G_*` without the frequency).
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize)]
    pub struct Geno: u16 {
        const UNIQ = 0x1000;
        const NOHELL = 0x0800;
        const HELL = 0x0400;
        const NOGEN = 0x0200;
        const SGROUP = 0x0080;
        const LGROUP = 0x0040;
        const GENO = 0x0020;
        const NOCORPSE = 0x0010;
    }
}
named_flags!(Geno: u16 as "generation flag");

bitflags! {
    /// Resistances (`MR_*`), for what a monster resists and conveys.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize)]
    pub struct Mr: u8 {
        const FIRE = 0x01;
        const COLD = 0x02;
        const SLEEP = 0x04;
        const DISINT = 0x08;
        const ELEC = 0x10;
        const POISON = 0x20;
        const ACID = 0x40;
        const STONE = 0x80;
    }
}
named_flags!(Mr: u8 as "resistance");

bitflags! {
    /// First monster flag word (`M1_*`): body and movement.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize)]
    pub struct M1: u32 {
        const FLY = 0x0000_0001;
        const SWIM = 0x0000_0002;
        const AMORPHOUS = 0x0000_0004;
        const WALLWALK = 0x0000_0008;
        const CLING = 0x0000_0010;
        const TUNNEL = 0x0000_0020;
        const NEEDPICK = 0x0000_0040;
        const CONCEAL = 0x0000_0080;
        const HIDE = 0x0000_0100;
        const AMPHIBIOUS = 0x0000_0200;
        const BREATHLESS = 0x0000_0400;
        const NOTAKE = 0x0000_0800;
        const NOEYES = 0x0000_1000;
        const NOHANDS = 0x0000_2000;
        const NOLIMBS = 0x0000_6000;
        const NOHEAD = 0x0000_8000;
        const MINDLESS = 0x0001_0000;
        const HUMANOID = 0x0002_0000;
        const ANIMAL = 0x0004_0000;
        const SLITHY = 0x0008_0000;
        const UNSOLID = 0x0010_0000;
        const THICK_HIDE = 0x0020_0000;
        const OVIPAROUS = 0x0040_0000;
        const REGEN = 0x0080_0000;
        const SEE_INVIS = 0x0100_0000;
        const TPORT = 0x0200_0000;
        const TPORT_CNTRL = 0x0400_0000;
        const ACID = 0x0800_0000;
        const POIS = 0x1000_0000;
        const CARNIVORE = 0x2000_0000;
        const HERBIVORE = 0x4000_0000;
        const OMNIVORE = 0x6000_0000;
        const METALLIVORE = 0x8000_0000;
    }
}
named_flags!(M1: u32 as "monster flag");

bitflags! {
    /// Second monster flag word (`M2_*`): race, gender, disposition.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize)]
    pub struct M2: u32 {
        const NOPOLY = 0x0000_0001;
        const UNDEAD = 0x0000_0002;
        const WERE = 0x0000_0004;
        const HUMAN = 0x0000_0008;
        const ELF = 0x0000_0010;
        const DWARF = 0x0000_0020;
        const GNOME = 0x0000_0040;
        const ORC = 0x0000_0080;
        const DEMON = 0x0000_0100;
        const MERC = 0x0000_0200;
        const LORD = 0x0000_0400;
        const PRINCE = 0x0000_0800;
        const MINION = 0x0000_1000;
        const GIANT = 0x0000_2000;
        const SHAPESHIFTER = 0x0000_4000;
        const MALE = 0x0001_0000;
        const FEMALE = 0x0002_0000;
        const NEUTER = 0x0004_0000;
        const PNAME = 0x0008_0000;
        const HOSTILE = 0x0010_0000;
        const PEACEFUL = 0x0020_0000;
        const DOMESTIC = 0x0040_0000;
        const WANDER = 0x0080_0000;
        const STALK = 0x0100_0000;
        const NASTY = 0x0200_0000;
        const STRONG = 0x0400_0000;
        const ROCKTHROW = 0x0800_0000;
        const GREEDY = 0x1000_0000;
        const JEWELS = 0x2000_0000;
        const COLLECT = 0x4000_0000;
        const MAGIC = 0x8000_0000;
    }
}
named_flags!(M2: u32 as "monster flag");

bitflags! {
    /// Third monster flag word (`M3_*`): covetousness and vision.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize)]
    pub struct M3: u16 {
        const WANTSAMUL = 0x0001;
        const WANTSBELL = 0x0002;
        const WANTSBOOK = 0x0004;
        const WANTSCAND = 0x0008;
        const WANTSARTI = 0x0010;
        const WANTSALL = 0x001f;
        const WAITFORU = 0x0040;
        const CLOSE = 0x0080;
        const INFRAVISION = 0x0100;
        const INFRAVISIBLE = 0x0200;
        const DISPLACES = 0x0400;
    }
}
named_flags!(M3: u16 as "monster flag");

bitflags! {
    /// Artifact special effects (`SPFX_*`), wielded (`spfx`) or carried (`cspfx`).
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize)]
    pub struct Spfx: u32 {
        const NOGEN = 0x0000_0001;
        const RESTR = 0x0000_0002;
        const INTEL = 0x0000_0004;
        const SPEAK = 0x0000_0008;
        const SEEK = 0x0000_0010;
        const WARN = 0x0000_0020;
        const ATTK = 0x0000_0040;
        const DEFN = 0x0000_0080;
        const DRLI = 0x0000_0100;
        const SEARCH = 0x0000_0200;
        const BEHEAD = 0x0000_0400;
        const HALRES = 0x0000_0800;
        const ESP = 0x0000_1000;
        const STLTH = 0x0000_2000;
        const REGEN = 0x0000_4000;
        const EREGEN = 0x0000_8000;
        const HSPDAM = 0x0001_0000;
        const HPHDAM = 0x0002_0000;
        const TCTRL = 0x0004_0000;
        const LUCK = 0x0008_0000;
        const DMONS = 0x0010_0000;
        const DCLAS = 0x0020_0000;
        const DFLAG1 = 0x0040_0000;
        const DFLAG2 = 0x0080_0000;
        const DALIGN = 0x0100_0000;
        const XRAY = 0x0200_0000;
        const REFLECT = 0x0400_0000;
        const PROTECT = 0x0800_0000;
    }
}
named_flags!(Spfx: u32 as "artifact effect");

bitflags! {
    /// The eight object categories that `restrict_oprops` sorts objects
    /// into before deciding which properties they may carry.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize)]
    pub struct OpropCats: u8 {
        /// Bladed weapons (`is_blade`).
        const BLADE = 1 << 0;
        /// Bows, slings, crossbows (`is_launcher`).
        const LAUNCHER = 1 << 1;
        /// Ammunition and missiles.
        const PROJECTILE = 1 << 2;
        /// Every other weapon and weapon-tool.
        const OTHER_WEAPON = 1 << 3;
        /// Helmets, gloves and boots.
        const SMALL_ARMOR = 1 << 4;
        /// Every other armor.
        const OTHER_ARMOR = 1 << 5;
        const AMULET = 1 << 6;
        const RING = 1 << 7;
    }
}
named_flags!(OpropCats: u8 as "object category");
