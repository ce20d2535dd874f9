//! `treasure` and `treasureone` lists and their bindings
//! (`monster_treasure`, `container_treasure`, `room_treasure`).
//!
//! A list's body is read in order, as Crossfire reads its treasure files:
//! `object:`, `class:` and `list:` start an entry, and `chance:`, `nrof:`,
//! `magic:`, `yes:` and `no:` that follow belong to it. So a modifier or a
//! branch with no entry before it is an error, and so is a branch in a
//! `treasureone` list. After every list is read, references between lists
//! are checked for cycles, each reported once with its path.

use super::fields::{self, Fields};
use super::{Names, header};
use crate::ast::{Field, Record, Value, ValueKind};
use crate::enums::{MonClass, OClass};
use crate::messages::{self, treasure as msg};
use crate::tables::Otyp;
use crate::treasure::*;
use oxhack_diag::{Diags, Span};
use std::collections::{HashMap, HashSet};

/// Record kinds this module reads.
pub const KINDS: &[&str] = &["treasure", "treasureone", "monster_treasure", "container_treasure", "room_treasure"];

/// The fields of a list body.
const ENTRY_FIELDS: &[&str] = &["object", "class", "list", "chance", "nrof", "magic", "yes", "no"];
const MONSTER_FIELDS: &[&str] = &["class", "monster", "inventory", "death"];
const CONTAINER_FIELDS: &[&str] = &["object", "contents"];
const ROOM_FIELDS: &[&str] = &["level", "room", "list"];
/// The object types that hold contents (`Is_container`).
const CONTAINERS: &[&str] = &["LARGE_BOX", "CHEST", "ICE_BOX", "SACK", "OILSKIN_SACK", "BAG_OF_HOLDING"];
/// Crossfire's reserved list name: nothing.
const NONE: &str = "NONE";
/// How deep `yes`/`no` branches may nest.
const MAX_NESTING: usize = 16;

/// The lists' constants, for references.
struct ListNames {
    index: HashMap<String, usize>,
    order: Vec<String>,
}

impl ListNames {
    fn resolve(&self, v: &Value, allow_none: bool, diags: &mut Diags) -> Option<TreasureItem> {
        let w = match &v.kind {
            ValueKind::Word(w) => w,
            other => {
                diags.push(messages::wrong_value(v.span, "list", "a treasure list constant", other.describe()));
                return None;
            }
        };
        if allow_none && w == NONE {
            return Some(TreasureItem::Nothing);
        }
        match self.index.get(w) {
            Some(&i) => Some(TreasureItem::List(TreasureId(i as u16))),
            None => {
                let mut cands: Vec<&str> = self.order.iter().map(String::as_str).collect();
                if allow_none {
                    cands.push(NONE);
                }
                diags.push(messages::unknown_reference(v.span, "treasure list", w, &cands));
                None
            }
        }
    }

    fn id(&self, v: &Value, diags: &mut Diags) -> Option<TreasureId> {
        match self.resolve(v, false, diags)? {
            TreasureItem::List(id) => Some(id),
            _ => None,
        }
    }
}

/// Reads every list and binding among `records`.
pub fn check(records: &[Record], names: &Names, diags: &mut Diags) -> TreasureTables {
    let mut lists = ListNames { index: HashMap::new(), order: Vec::new() };
    let mut heads: Vec<&Record> = Vec::new();
    let mut first_span: HashMap<String, Span> = HashMap::new();
    for rec in records.iter().filter(|r| matches!(r.kind.node.as_str(), "treasure" | "treasureone")) {
        let kind = if rec.kind.node == "treasure" { "treasure list" } else { "treasureone list" };
        let (constant, _) = header(rec, kind, "TR_", true, true, diags);
        let Some(c) = constant else { continue };
        let span = rec.constant.as_ref().map_or(rec.head, |c| c.span);
        if let Some(first) = first_span.get(&c) {
            diags.push(messages::duplicate_name(span, *first, "treasure list", &c));
            continue;
        }
        first_span.insert(c.clone(), span);
        lists.index.insert(c.clone(), heads.len());
        lists.order.push(c);
        heads.push(rec);
    }

    let mut out = TreasureTables::default();
    // Every `list:` reference, per list: (target, span), for the cycles.
    let mut edges: Vec<Vec<(usize, Span)>> = Vec::new();
    for (i, rec) in heads.iter().enumerate() {
        let one = rec.kind.node == "treasureone";
        let mut refs = Vec::new();
        let mut reader = Body { names, lists: &lists, one, refs: &mut refs, diags };
        let entries = reader.entries(&rec.fields, 0);
        if entries.is_empty()
            && !rec.broken
            && !rec.fields.iter().any(|f| ENTRY_FIELDS[..3].contains(&f.key.node.as_str()))
        {
            diags.push(msg::empty(rec.head, &format!("treasure list '{}'", lists.order[i])));
        }
        edges.push(refs);
        out.lists.push(TreasureList {
            constant: lists.order[i].clone(),
            name: rec.name.as_ref().map(|n| n.node.clone()).unwrap_or_default(),
            one,
            entries,
        });
    }
    report_cycles(&edges, &lists.order, diags);

    let mut holders: Vec<(TreasureHolder, Span)> = Vec::new();
    let mut boxes: Vec<(Otyp, Span)> = Vec::new();
    let mut rooms: Vec<((Option<String>, RoomKind), Span)> = Vec::new();
    for rec in records {
        match rec.kind.node.as_str() {
            "monster_treasure" => {
                if let Some(b) = monster_binding(rec, names, &lists, diags) {
                    if let Some((_, first)) = holders.iter().find(|(h, _)| *h == b.holder) {
                        diags.push(msg::duplicate_binding(rec.head, *first, &holder_words(rec)));
                    } else {
                        holders.push((b.holder, rec.head));
                        out.monsters.push(b);
                    }
                }
            }
            "container_treasure" => {
                if let Some(b) = container_binding(rec, names, &lists, diags) {
                    if let Some((_, first)) = boxes.iter().find(|(o, _)| *o == b.otyp) {
                        diags.push(msg::duplicate_binding(
                            rec.head,
                            *first,
                            &format!("container {}", field_text(rec, "object")),
                        ));
                    } else {
                        boxes.push((b.otyp, rec.head));
                        out.containers.push(b);
                    }
                }
            }
            "room_treasure" => {
                if let Some(b) = room_binding(rec, &lists, diags) {
                    let key = (b.level.clone(), b.room);
                    if let Some((_, first)) = rooms.iter().find(|(k, _)| *k == key) {
                        let level = b.level.as_ref().map_or("every level".to_string(), |l| format!("level \"{l}\""));
                        let what = format!("room type {} on {level}", field_text(rec, "room"));
                        diags.push(msg::duplicate_binding(rec.head, *first, &what));
                    } else {
                        rooms.push((key, rec.head));
                        out.rooms.push(b);
                    }
                }
            }
            _ => {}
        }
    }
    out
}

/// What a monster binding is for, as written ("monster class 'orc'").
fn holder_words(rec: &Record) -> String {
    if rec.fields.iter().any(|f| f.key.node == "class") {
        format!("monster class {}", field_text(rec, "class"))
    } else {
        format!("monster {}", field_text(rec, "monster"))
    }
}

/// A word field's text, quoted, for messages.
fn field_text(rec: &Record, key: &str) -> String {
    match rec.fields.iter().find(|f| f.key.node == key).map(|f| &f.value.kind) {
        Some(ValueKind::Word(w)) => format!("'{w}'"),
        _ => "?".to_string(),
    }
}

/// Reads list bodies and branches.
struct Body<'a> {
    names: &'a Names,
    lists: &'a ListNames,
    one: bool,
    refs: &'a mut Vec<(usize, Span)>,
    diags: &'a mut Diags,
}

/// An entry being read, with where each modifier was given.
struct Open {
    entry: Option<TreasureEntry>,
    given: Vec<(&'static str, Span)>,
}

impl Body<'_> {
    fn entries(&mut self, fields: &[Field], depth: usize) -> Vec<TreasureEntry> {
        let mut out = Vec::new();
        let mut cur: Option<Open> = None;
        for f in fields {
            let key = f.key.node.as_str();
            let v = &f.value;
            match key {
                "object" | "class" | "list" => {
                    if let Some(open) = cur.take() {
                        out.extend(open.entry);
                    }
                    let item = self.item(key, v);
                    cur = Some(Open {
                        entry: item.map(|item| TreasureEntry {
                            item,
                            chance: 100,
                            nrof: 0,
                            magic: 0,
                            yes: Vec::new(),
                            no: Vec::new(),
                        }),
                        given: Vec::new(),
                    });
                }
                "chance" | "nrof" | "magic" | "yes" | "no" => {
                    let Some(open) = cur.as_mut() else {
                        self.diags.push(msg::orphan(f.key.span, key));
                        continue;
                    };
                    let name = ENTRY_FIELDS.iter().copied().find(|k| *k == key).unwrap_or("chance");
                    if let Some((_, first)) = open.given.iter().find(|(k, _)| *k == name) {
                        self.diags.push(msg::repeated_modifier(f.key.span, *first, key));
                        continue;
                    }
                    open.given.push((name, f.key.span));
                    self.modifier(open, f, depth);
                }
                other => self.diags.push(messages::unknown_field(f.key.span, other, "treasure list", ENTRY_FIELDS)),
            }
        }
        if let Some(open) = cur {
            out.extend(open.entry);
        }
        out
    }

    fn item(&mut self, key: &str, v: &Value) -> Option<TreasureItem> {
        match key {
            "object" => self.names.object_ref(v, self.diags).map(TreasureItem::Object),
            "class" => fields::word::<OClass>(v, "class", self.diags).map(TreasureItem::Class),
            _ => {
                let item = self.lists.resolve(v, true, self.diags)?;
                if let TreasureItem::List(id) = item {
                    self.refs.push((id.0 as usize, v.span));
                }
                Some(item)
            }
        }
    }

    fn modifier(&mut self, open: &mut Open, f: &Field, depth: usize) {
        let key = f.key.node.as_str();
        let v = &f.value;
        match key {
            "chance" => {
                if let Some(n) = fields::int(v, key, 1, 100, self.diags)
                    && let Some(e) = open.entry.as_mut()
                {
                    e.chance = n as u8;
                }
            }
            "nrof" => {
                if let Some(n) = fields::int(v, key, 0, 1000, self.diags)
                    && let Some(e) = open.entry.as_mut()
                {
                    e.nrof = n as u16;
                }
            }
            "magic" => {
                let list = matches!(open.entry.as_ref().map(|e| e.item), Some(TreasureItem::List(_)));
                let (lo, hi) = if list { (0, 127) } else { (-10, 10) };
                if let Some(n) = fields::int(v, key, lo, hi, self.diags)
                    && let Some(e) = open.entry.as_mut()
                {
                    e.magic = n as i8;
                }
            }
            _ => {
                // A branch: `yes: { ... }` or `no: { ... }`.
                if self.one {
                    self.diags.push(msg::branch_in_treasureone(f.key.span, key));
                    return;
                }
                let ValueKind::Block(inner) = &v.kind else {
                    self.diags.push(messages::wrong_value(
                        v.span,
                        key,
                        "a block `{ ... }` of entries",
                        v.kind.describe(),
                    ));
                    return;
                };
                if depth >= MAX_NESTING {
                    self.diags.push(messages::too_many(v.span, "nested branches", MAX_NESTING));
                    return;
                }
                let entries = self.entries(inner, depth + 1);
                if entries.is_empty() && !inner.iter().any(|f| ENTRY_FIELDS[..3].contains(&f.key.node.as_str())) {
                    self.diags.push(msg::empty(v.span, &format!("the '{key}' branch")));
                }
                if let Some(e) = open.entry.as_mut() {
                    if key == "yes" {
                        e.yes = entries;
                    } else {
                        e.no = entries;
                    }
                }
            }
        }
    }
}

/// Reports each cycle of list references once, with its path.
fn report_cycles(edges: &[Vec<(usize, Span)>], order: &[String], diags: &mut Diags) {
    // 0 unvisited, 1 on the current path, 2 done.
    let mut state = vec![0u8; edges.len()];
    let mut seen: HashSet<Vec<usize>> = HashSet::new();
    for start in 0..edges.len() {
        if state[start] != 0 {
            continue;
        }
        // An explicit stack of (node, next edge to try), and the edge
        // spans taken along the path.
        let mut stack: Vec<(usize, usize)> = vec![(start, 0)];
        let mut taken: Vec<Span> = Vec::new();
        state[start] = 1;
        while let Some(&mut (node, ref mut next)) = stack.last_mut() {
            let Some(&(to, span)) = edges.get(node).and_then(|e| e.get(*next)) else {
                state[node] = 2;
                stack.pop();
                taken.pop();
                continue;
            };
            *next += 1;
            match state.get(to).copied().unwrap_or(2) {
                0 => {
                    state[to] = 1;
                    stack.push((to, 0));
                    taken.push(span);
                }
                1 => {
                    let Some(pos) = stack.iter().position(|(n, _)| *n == to) else { continue };
                    let nodes: Vec<usize> = stack[pos..].iter().map(|(n, _)| *n).collect();
                    let mut key = nodes.clone();
                    key.sort_unstable();
                    if seen.insert(key) {
                        let mut path: Vec<String> = nodes.iter().map(|&n| order[n].clone()).collect();
                        path.push(order[to].clone());
                        let mut spans: Vec<Span> = taken[pos..].to_vec();
                        spans.push(span);
                        diags.push(msg::cycle(&path, &spans));
                    }
                }
                _ => {}
            }
        }
    }
}

fn monster_binding(rec: &Record, names: &Names, lists: &ListNames, diags: &mut Diags) -> Option<MonsterTreasure> {
    let mut f = Fields::new(rec, "monster_treasure", MONSTER_FIELDS, diags);
    let class = f.word::<MonClass>("class");
    let monster = f.get("monster").map(|v| names.monster_ref(v, f.diags()));
    let inventory = f.get("inventory").map(|v| lists.id(v, f.diags()));
    let death = f.get("death").map(|v| lists.id(v, f.diags()));
    let holder = match (f.get("class"), f.get("monster")) {
        (Some(_), Some(_)) | (None, None) => {
            f.diags().push(msg::binding_needs(rec.head, "monster_treasure", "either a 'class' or a 'monster'"));
            None
        }
        (Some(_), None) => class.map(TreasureHolder::Class),
        (None, Some(_)) => monster.flatten().map(TreasureHolder::Monster),
    };
    if inventory.is_none() && death.is_none() {
        f.diags().push(msg::binding_needs(rec.head, "monster_treasure", "an 'inventory' or a 'death' list"));
    }
    let inventory = match inventory {
        Some(id) => Some(id?),
        None => None,
    };
    let death = match death {
        Some(id) => Some(id?),
        None => None,
    };
    Some(MonsterTreasure { holder: holder?, inventory, death })
}

fn container_binding(rec: &Record, names: &Names, lists: &ListNames, diags: &mut Diags) -> Option<ContainerTreasure> {
    let mut f = Fields::new(rec, "container_treasure", CONTAINER_FIELDS, diags);
    let otyp = f.req("object").and_then(|v| {
        let o = names.object_ref(v, f.diags())?;
        match &v.kind {
            ValueKind::Word(w) if CONTAINERS.contains(&w.as_str()) => Some(o),
            ValueKind::Word(w) => {
                f.diags().push(msg::not_a_container(v.span, w, CONTAINERS));
                None
            }
            _ => None,
        }
    });
    let contents = f.req("contents").and_then(|v| lists.id(v, f.diags()));
    Some(ContainerTreasure { otyp: otyp?, contents: contents? })
}

fn room_binding(rec: &Record, lists: &ListNames, diags: &mut Diags) -> Option<RoomTreasure> {
    let mut f = Fields::new(rec, "room_treasure", ROOM_FIELDS, diags);
    let level = f.string("level");
    let room = f.req_word::<RoomKind>("room");
    let list = f.req("list").and_then(|v| lists.id(v, f.diags()));
    Some(RoomTreasure { level, room: room?, list: list? })
}
