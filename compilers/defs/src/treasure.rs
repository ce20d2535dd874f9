//! Treasure lists, Crossfire's model made OxHack's: what `dat/treasure.def`
//! compiles to.
//!
//! A `treasure` list rolls every entry on its own chance; a `treasureone`
//! list picks one entry, weighted by the chances. An entry makes an object
//! of a given type, a random object of a class (or of any class), nothing,
//! or hands over to another list; it may say how many (`nrof`), how
//! magical (`magic`), and what to roll next when it was made (`yes`) or
//! not (`no`). Bindings say who uses a list: the starting inventory and the
//! death drop of a monster or a monster class, the contents of a container
//! type, and the `OBJECT: random` of a special level's rooms of a type.
//! The game's runtime (`game/src/objects/treasure.rs`) reads these tables.

use crate::enums::{MonClass, OClass};
use crate::tables::{Otyp, Pm};
use serde::{Deserialize, Serialize};

/// A treasure list: index into [`TreasureTables::lists`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct TreasureId(pub u16);

/// What one entry makes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum TreasureItem {
    /// An object of this type (`object: LONG_SWORD`).
    Object(Otyp),
    /// A random object of this class; [`OClass::Random`] is any class
    /// (`class: potion`, `class: random`).
    Class(OClass),
    /// Whatever that list makes (`list: TR_GEMS`).
    List(TreasureId),
    /// Nothing (`list: NONE`, Crossfire's reserved list).
    Nothing,
}

/// One entry of a list, with its branches.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TreasureEntry {
    pub item: TreasureItem,
    /// Percent chance in a `treasure` list (100: always, no roll); weight
    /// in a `treasureone` list.
    pub chance: u8,
    /// Objects: 1..=nrof of them (0: as many as object creation makes).
    /// Lists in a `treasureone` list: when the list is not entered, 0
    /// makes nothing and anything else picks again.
    pub nrof: u16,
    /// Objects: how magical they are made, -10..=10 (0: as made). Lists:
    /// the level difficulty the list needs before it is entered.
    pub magic: i8,
    /// Rolled when this entry was made, and when it was not.
    pub yes: Vec<TreasureEntry>,
    pub no: Vec<TreasureEntry>,
}

/// A `treasure` or `treasureone` list.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TreasureList {
    /// `TR_ORC_KIT`.
    pub constant: String,
    /// The name our files and tools print ("orc's kit").
    pub name: String,
    /// `treasureone`: exactly one entry is picked.
    pub one: bool,
    pub entries: Vec<TreasureEntry>,
}

/// Who a monster binding is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum TreasureHolder {
    /// Every monster of a class without a binding of its own.
    Class(MonClass),
    /// One monster type.
    Monster(Pm),
}

/// `monster_treasure`: what a monster starts with and drops at death.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct MonsterTreasure {
    pub holder: TreasureHolder,
    /// Replaces `m_initweap` and `m_initinv`.
    pub inventory: Option<TreasureId>,
    /// Replaces the random object a monster the hero kills may drop.
    pub death: Option<TreasureId>,
}

/// `container_treasure`: what a new container of a type holds (replaces
/// `mkbox_cnts`' random contents).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ContainerTreasure {
    pub otyp: Otyp,
    pub contents: TreasureId,
}

/// `room_treasure`: what a special level's `OBJECT: random` makes in a room
/// of a type.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoomTreasure {
    /// The level's name (`MAZE:`/`LEVEL:`); `None` for every level.
    pub level: Option<String>,
    pub room: RoomKind,
    pub list: TreasureId,
}

crate::named_enum! {
    /// Room types as `treasure.def` names them, with NetHack's numbers
    /// (`OROOM`, `COURT`, ..., `CANDLESHOP`).
    pub enum RoomKind: u8 as "room type" {
        Ordinary = 0 => "ordinary",
        Throne = 2 => "throne",
        Swamp = 3 => "swamp",
        Vault = 4 => "vault",
        Beehive = 5 => "beehive",
        Morgue = 6 => "morgue",
        Barracks = 7 => "barracks",
        Zoo = 8 => "zoo",
        Delphi = 9 => "delphi",
        Temple = 10 => "temple",
        Leprehall = 11 => "leprehall",
        Cocknest = 12 => "cocknest",
        Anthole = 13 => "anthole",
        Shop = 14 => "shop",
        ArmorShop = 15 => "armor_shop",
        ScrollShop = 16 => "scroll_shop",
        PotionShop = 17 => "potion_shop",
        WeaponShop = 18 => "weapon_shop",
        FoodShop = 19 => "food_shop",
        RingShop = 20 => "ring_shop",
        WandShop = 21 => "wand_shop",
        ToolShop = 22 => "tool_shop",
        BookShop = 23 => "book_shop",
        HealthFoodShop = 24 => "health_food_shop",
        CandleShop = 25 => "candle_shop",
    }
}

/// Everything `dat/treasure.def` compiles to.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct TreasureTables {
    pub lists: Vec<TreasureList>,
    pub monsters: Vec<MonsterTreasure>,
    pub containers: Vec<ContainerTreasure>,
    pub rooms: Vec<RoomTreasure>,
}

impl TreasureTables {
    /// The list with id `id`.
    pub fn list(&self, id: TreasureId) -> Option<&TreasureList> {
        self.lists.get(id.0 as usize)
    }

    /// The list whose constant is `constant` (`TR_ORC_KIT`).
    pub fn named(&self, constant: &str) -> Option<TreasureId> {
        self.lists.iter().position(|l| l.constant == constant).map(|i| TreasureId(i as u16))
    }

    /// The starting-inventory and death-drop lists of a monster of type
    /// `pm` and class `class`: its own binding's, else its class's, field by
    /// field.
    pub fn monster_lists(&self, pm: Pm, class: MonClass) -> (Option<TreasureId>, Option<TreasureId>) {
        let own = self.monsters.iter().find(|b| b.holder == TreasureHolder::Monster(pm));
        let cls = self.monsters.iter().find(|b| b.holder == TreasureHolder::Class(class));
        let pick = |f: fn(&MonsterTreasure) -> Option<TreasureId>| own.and_then(f).or_else(|| cls.and_then(f));
        (pick(|b| b.inventory), pick(|b| b.death))
    }

    /// The contents list of a container type.
    pub fn container_list(&self, otyp: Otyp) -> Option<TreasureId> {
        self.containers.iter().find(|c| c.otyp == otyp).map(|c| c.contents)
    }

    /// The list for random objects in a room of type `rtype` (NetHack's
    /// number) on the level named `level`: a binding for that level first,
    /// else one for every level.
    pub fn room_list(&self, level: &str, rtype: u8) -> Option<TreasureId> {
        let kind = RoomKind::from_value(rtype)?;
        let of = |want: Option<&str>| {
            self.rooms.iter().find(|r| r.room == kind && r.level.as_deref() == want).map(|r| r.list)
        };
        of(Some(level)).or_else(|| of(None))
    }
}
