//! OxHack's own quests (`dat/Arc.des` ... `dat/Wiz.des`, `dat/quest.txt`),
//! for all 13 roles.
//!
//! The levels: the home level has its leader (peaceful) among its
//! guardians, the branch region the quest portal is placed in, and stairs
//! down, all reachable from where the portal lands; the locate level has
//! stairs both ways, joined, and the role's enemies; the goal level has
//! stairs up and the nemesis standing by the quest artifact, reachable from
//! them. The roles' monsters and artifacts come from the game's own tables
//! (`quest_mons`, `quest_artifact`), so a level that names the wrong leader
//! or nemesis fails here. The builder's general invariants are `sp_lev`'s
//! `dat_levels_build_for_200_seeds`.
//!
//! The text: `dat/quest.txt` compiles without a word from makedefs, with
//! every message number quest.c asks each role for, and the game's worlds
//! (OxHack's own, and NetHack's `dat/` as a data folder) carry it.

use oxhack_defs::{Align, Pm};
use oxhack_game::game::{Game, NewGame, to_game};
use oxhack_game::hero::golevel::Arrival;
use oxhack_game::levelgen::mkmaze::LrType;
use oxhack_game::levelgen::sp_lev::{Built, build_level};
use oxhack_game::monsters::makemon::quest_mons;
use oxhack_game::objects::artifact::quest_artifact;
use oxhack_game::objects::mkobj::{LevelCtx, MkCtx, ObjGen};
use oxhack_game::rng::Rng;
use oxhack_game::world::content::{Content, LoadOpts};
use oxhack_game::world::level::{COLNO, DLevel, Level, ROWNO, accessible, isok, ttyp};
use oxhack_tables::{ids, tables};
use oxhack_vm::terrain::{SCORR, SDOOR};
use oxhack_vm::{Program, Verified, verify};

/// A role: its quest file code, role monster, and an alignment and sex it
/// may have.
struct Role {
    code: &'static str,
    role: Pm,
    align: Align,
    female: bool,
}

const fn r(code: &'static str, role: Pm, align: Align, female: bool) -> Role {
    Role { code, role, align, female }
}

const ROLES: [Role; 13] = [
    r("Arc", ids::PM_ARCHEOLOGIST, Align::Lawful, false),
    r("Bar", ids::PM_BARBARIAN, Align::Neutral, false),
    r("Cav", ids::PM_CAVEMAN, Align::Lawful, false),
    r("Hea", ids::PM_HEALER, Align::Neutral, false),
    r("Kni", ids::PM_KNIGHT, Align::Lawful, false),
    r("Mon", ids::PM_MONK, Align::Neutral, false),
    r("Pri", ids::PM_PRIEST, Align::Chaotic, true),
    r("Ran", ids::PM_RANGER, Align::Chaotic, false),
    r("Rog", ids::PM_ROGUE, Align::Chaotic, false),
    r("Sam", ids::PM_SAMURAI, Align::Lawful, false),
    r("Tou", ids::PM_TOURIST, Align::Neutral, false),
    r("Val", ids::PM_VALKYRIE, Align::Lawful, true),
    r("Wiz", ids::PM_WIZARD, Align::Neutral, false),
];

const SEEDS: std::ops::RangeInclusive<u64> = 1..=60;

/// The quest's depth below the surface at its first level (the portal
/// level of the Dungeons is about 11 to 16 down).
const QUEST_TOP: i32 = 12;

fn level(name: &str) -> Verified {
    let bytes = oxhack_game::world::levels::embedded(name).unwrap_or_else(|| panic!("{name} is not embedded"));
    verify(Program::decode(bytes).expect("decodes"), name).unwrap_or_else(|e| panic!("{e}"))
}

/// Builds `v` as level `dlevel` of a 6-level Quest.
fn build(v: &Verified, seed: u64, dlevel: i32) -> Built {
    let t = tables();
    let mut rng = Rng::new(seed);
    let os = oxhack_game::objects::o_init::init_objects(t, &mut rng);
    let mut og = ObjGen::new(t);
    let hero = oxhack_game::world::hero::Hero::default();
    let uz = DLevel { dnum: 3, dlevel };
    let depth = QUEST_TOP + dlevel;
    let lvl = LevelCtx { difficulty: depth, depth, uz, dunlevs: 6, special: true, ..Default::default() };
    let mut c = MkCtx { t, os: &os, og: &mut og, rng: &mut rng, hero: &hero, lvl, texts: Content::embedded_texts() };
    build_level(&mut c, uz, v).unwrap_or_else(|e| panic!("{} seed {seed}: {e}", v.level()))
}

/// The squares a hero on foot can reach from `from` (doors, secret doors
/// and secret corridors count; water, lava, walls and trees do not).
fn reach(l: &Level, from: (i32, i32)) -> Vec<bool> {
    let idx = |x: i32, y: i32| x as usize * ROWNO + y as usize;
    let mut seen = vec![false; COLNO * ROWNO];
    let mut stack = vec![from];
    while let Some((x, y)) = stack.pop() {
        if !isok(x, y) || seen[idx(x, y)] {
            continue;
        }
        let t = l.typ(x, y);
        if !(accessible(t) || t == SDOOR || t == SCORR) {
            continue;
        }
        seen[idx(x, y)] = true;
        for (dx, dy) in [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)] {
            stack.push((x + dx, y + dy));
        }
    }
    seen
}

fn reached(seen: &[bool], (x, y): (i32, i32)) -> bool {
    isok(x, y) && seen[x as usize * ROWNO + y as usize]
}

/// What went wrong building one role's three levels over `SEEDS`.
fn check_role(code: &str, role: Pm) -> Vec<String> {
    let t = tables();
    let q = quest_mons(role).expect("a role with a quest");
    let arti = quest_artifact(role).expect("a role with a quest artifact");
    let is_enemy = |pm: Pm| {
        Some(pm) == q.enemy1 || Some(pm) == q.enemy2 || t.mon(pm).mlet == q.enemy1sym || t.mon(pm).mlet == q.enemy2sym
    };
    let (strt, loca, goal) =
        (level(&format!("{code}-strt")), level(&format!("{code}-loca")), level(&format!("{code}-goal")));
    let mut bad = Vec::new();
    let mut fail = |s: String| {
        if bad.len() < 20 {
            bad.push(s)
        }
    };
    for seed in SEEDS {
        // Home: the leader and guardians, peaceful; the portal's arrival
        // region; down stairs and no up stairs; the leader and the stairs
        // reachable from where the portal lands.
        let b = build(&strt, seed, 1);
        let l = &b.level;
        let name = format!("{code}-strt seed {seed}");
        if !b.skipped.is_empty() {
            fail(format!("{name}: statements not carried out: {:?}", b.skipped));
        }
        let leaders: Vec<_> = l.monsters.iter().filter(|m| m.mnum == q.leader).collect();
        match leaders.as_slice() {
            [m] if m.mpeaceful => {}
            [_] => fail(format!("{name}: {} is hostile", t.mon(q.leader).name)),
            other => fail(format!("{name}: {} leaders", other.len())),
        }
        let guards: Vec<_> = l.monsters.iter().filter(|m| m.mnum == q.guardian).collect();
        if guards.len() < 4 || guards.iter().any(|m| !m.mpeaceful) {
            fail(format!("{name}: {} guardians, not all peaceful", guards.len()));
        }
        if l.monsters.iter().any(|m| m.mnum == q.nemesis) {
            fail(format!("{name}: the nemesis is at home"));
        }
        if !l.monsters.iter().any(|m| is_enemy(m.mnum) && !m.mpeaceful) {
            fail(format!("{name}: no enemies besiege the home"));
        }
        if !(l.flags.noteleport && l.flags.hardfloor) {
            fail(format!("{name}: the home level must be noteleport and hardfloor"));
        }
        let branches: Vec<_> = b.lregions.iter().filter(|r| r.rtype == LrType::Branch).collect();
        let [br] = branches.as_slice() else {
            fail(format!("{name}: {} BRANCH regions for the portal", branches.len()));
            continue;
        };
        let a = &br.inarea;
        let landing = (a.x1..=a.x2).flat_map(|x| (a.y1..=a.y2).map(move |y| (x, y))).find(|&(x, y)| {
            isok(x, y) && accessible(l.typ(x, y)) && !l.monsters.iter().any(|m| (m.mx, m.my) == (x, y))
        });
        let Some(landing) = landing else {
            fail(format!("{name}: the BRANCH region {a:?} has no floor to land on"));
            continue;
        };
        let seen = reach(l, landing);
        if let Some(m) = leaders.first()
            && !reached(&seen, (m.mx, m.my))
        {
            fail(format!("{name}: the leader cannot be reached from the portal"));
        }
        match (l.upstair, l.dnstair) {
            (None, Some(s)) if reached(&seen, (s.x, s.y)) => {}
            (None, Some(_)) => fail(format!("{name}: the down stairs cannot be reached from the portal")),
            (up, down) => fail(format!("{name}: stairs up {up:?} down {down:?}")),
        }

        // Locate: both stairs, joined; the role's enemies.
        let b = build(&loca, seed, 3);
        let l = &b.level;
        let name = format!("{code}-loca seed {seed}");
        if !b.skipped.is_empty() {
            fail(format!("{name}: statements not carried out: {:?}", b.skipped));
        }
        match (l.upstair, l.dnstair) {
            (Some(u), Some(d)) => {
                if !reached(&reach(l, (u.x, u.y)), (d.x, d.y)) {
                    fail(format!("{name}: the down stairs cannot be reached from the up stairs"));
                }
            }
            (up, down) => fail(format!("{name}: stairs up {up:?} down {down:?}")),
        }
        let enemies = l.monsters.iter().filter(|m| is_enemy(m.mnum) && !m.mpeaceful).count();
        if enemies < 8 {
            fail(format!("{name}: only {enemies} enemies"));
        }
        if l.monsters.iter().any(|m| m.mnum == q.leader || m.mnum == q.nemesis) {
            fail(format!("{name}: the leader or the nemesis is here"));
        }

        // Goal: the nemesis, hostile, by the quest artifact (blessed, once);
        // up stairs only, and the artifact reachable from them.
        let b = build(&goal, seed, 6);
        let l = &b.level;
        let name = format!("{code}-goal seed {seed}");
        if !b.skipped.is_empty() {
            fail(format!("{name}: statements not carried out: {:?}", b.skipped));
        }
        let nemeses: Vec<_> = l.monsters.iter().filter(|m| m.mnum == q.nemesis).collect();
        let artifacts: Vec<_> = l.objects.iter().filter(|o| o.obj.oartifact == Some(arti)).collect();
        match (nemeses.as_slice(), artifacts.as_slice()) {
            ([m], [o]) => {
                if m.mpeaceful {
                    fail(format!("{name}: the nemesis is peaceful"));
                }
                if (m.mx - o.x).abs().max((m.my - o.y).abs()) > 2 {
                    fail(format!("{name}: the nemesis at ({}, {}) is far from the artifact", m.mx, m.my));
                }
                if !o.obj.blessed {
                    fail(format!("{name}: the artifact is not blessed"));
                }
                match (l.upstair, l.dnstair) {
                    (Some(u), None) => {
                        if !reached(&reach(l, (u.x, u.y)), (o.x, o.y)) {
                            fail(format!("{name}: the artifact cannot be reached from the up stairs"));
                        }
                    }
                    (up, down) => fail(format!("{name}: stairs up {up:?} down {down:?}")),
                }
            }
            (n, a) => fail(format!("{name}: {} nemeses and {} quest artifacts", n.len(), a.len())),
        }
        let enemies = l.monsters.iter().filter(|m| is_enemy(m.mnum) && !m.mpeaceful).count();
        if enemies < 8 {
            fail(format!("{name}: only {enemies} enemies"));
        }
        if l.monsters.iter().any(|m| m.mnum == q.leader) {
            fail(format!("{name}: the leader is here"));
        }
    }
    bad
}

fn check_roles(codes: &[&str]) {
    let bad: Vec<String> =
        ROLES.iter().filter(|r| codes.contains(&r.code)).flat_map(|r| check_role(r.code, r.role)).collect();
    assert!(bad.is_empty(), "{} problems:\n{}", bad.len(), bad.join("\n"));
}

#[test]
fn archeologist_barbarian_and_caveman_quest_levels() {
    check_roles(&["Arc", "Bar", "Cav"]);
}

#[test]
fn healer_knight_and_monk_quest_levels() {
    check_roles(&["Hea", "Kni", "Mon"]);
}

#[test]
fn priest_ranger_and_rogue_quest_levels() {
    check_roles(&["Pri", "Ran", "Rog"]);
}

#[test]
fn samurai_and_tourist_quest_levels() {
    check_roles(&["Sam", "Tou"]);
}

#[test]
fn valkyrie_and_wizard_quest_levels() {
    check_roles(&["Val", "Wiz"]);
}

/// The same seed builds the same quest level.
#[test]
fn quest_levels_are_repeatable() {
    for r in &ROLES {
        for part in ["strt", "loca", "goal"] {
            let v = level(&format!("{}-{part}", r.code));
            let (a, b) = (build(&v, 7, 2), build(&v, 7, 2));
            assert_eq!(a.level.terrain_text(), b.level.terrain_text(), "{}-{part}", r.code);
            let mons = |b: &Built| b.level.monsters.iter().map(|m| (m.mnum, m.mx, m.my)).collect::<Vec<_>>();
            assert_eq!(mons(&a), mons(&b), "{}-{part}", r.code);
        }
    }
}

/// In a game in OxHack's own world, each role's quest is its own: the
/// hero arriving through the portal stands on the quest portal in the home
/// level's branch region, with the leader on the level; down the stairs,
/// the goal level holds the nemesis, carrying the Bell of Opening, and the
/// artifact. No quest level falls back to a random one.
#[test]
fn each_roles_quest_in_oxhacks_world() {
    for (i, q) in ROLES.iter().enumerate() {
        let qm = quest_mons(q.role).expect("quest monsters");
        let arti = quest_artifact(q.role).expect("quest artifact");
        let mut ng = NewGame { wizard: true, ..NewGame::quick(40 + i as u64) };
        ng.role = q.role;
        ng.align = q.align;
        ng.female = q.female;
        let mut g = Game::new(ng).expect("a game");
        let level = |g: &Game, proto: &str| -> DLevel {
            to_game(g.layout.levels.iter().find(|l| l.proto == proto).unwrap_or_else(|| panic!("{proto}")).dlevel)
        };
        let home = level(&g, "x-strt");
        g.goto_level(home, Arrival::Portal);
        assert_eq!(g.u.uz, home, "{}: reached the quest home", q.code);
        // The leader's permission, for going below.
        g.quest.got_quest = true;
        g.u.ualign.record = 20;
        let leaders = g.lev.monsters.iter().filter(|m| m.mnum == qm.leader).count();
        assert_eq!(leaders, 1, "{}: the leader is home", q.code);
        let portal = g.lev.traps.iter().find(|t| t.ttyp == ttyp::MAGIC_PORTAL).expect("the quest portal");
        assert_eq!((portal.tx, portal.ty), (g.u.ux, g.u.uy), "{}: the hero arrives on the portal", q.code);
        for proto in ["x-loca", "x-goal"] {
            let uz = level(&g, proto);
            g.goto_level(uz, Arrival::StairsDown);
            assert_eq!(g.u.uz, uz, "{}: reached {proto}", q.code);
        }
        let nemesis: Vec<_> = g.lev.monsters.iter().filter(|m| m.mnum == qm.nemesis).collect();
        assert_eq!(nemesis.len(), 1, "{}: the nemesis is at the goal", q.code);
        // makemon gives the Bell to the role's nemesis (for a Tourist, the
        // Master of Thieves, whom `role_init` makes the nemesis).
        assert!(
            nemesis[0].minvent.iter().any(|o| o.otyp == ids::BELL_OF_OPENING),
            "{}: the nemesis carries the Bell of Opening",
            q.code
        );
        assert!(g.lev.objects.iter().any(|o| o.obj.oartifact == Some(arti)), "{}: the artifact is at the goal", q.code);
        let notes: Vec<_> = g.history.iter().filter(|m| m.contains("random level") || m.contains("failed")).collect();
        assert!(notes.is_empty(), "{}: {notes:?}", q.code);
    }
}

// ---------------------------------------------------------------------------
// The quest text.

/// Every message number quest.c and questpgr.c ask a role for (qtext.h):
/// arrival at home (1-3), the guardians' talk before and after the quest
/// (5-9, 10-14), the leader (15-21), encouragement (25-34), the locate
/// level (35, 36), the goal level (40-42), the nemesis (50-53), its
/// maledictions (60-69), the artifact taken (70), the nemesis killed
/// (80), the artifact offered (81, 82), and returns after it (90, 91).
fn role_messages() -> Vec<i32> {
    let mut v = vec![1, 2, 3];
    v.extend(5..=21);
    v.extend(25..=36);
    v.extend(40..=42);
    v.extend(50..=53);
    v.extend(60..=70);
    v.extend([80, 81, 82, 90, 91]);
    v
}

/// The common (`-`) messages: the introduction (1), the leader's call (2,
/// 3, 4), the bell (5), the angels' (10-19) and demons' (30-49) curses,
/// banishment (60).
fn common_messages() -> Vec<i32> {
    let mut v = vec![1, 2, 3, 4, 5];
    v.extend(10..=19);
    v.extend(30..=49);
    v.push(60);
    v
}

/// The messages that open a window: first arrivals, the leader's first
/// greeting, rejections and the assignment, the nemesis' first words, the
/// artifact found, offered, and the Amulet.
const WINDOWED: [i32; 12] = [1, 15, 18, 19, 20, 21, 35, 40, 50, 70, 81, 91];

fn quest_source() -> String {
    std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../dat/quest.txt")).expect("dat/quest.txt")
}

#[test]
fn quest_text_compiles_cleanly_with_every_message() {
    let text = quest_source();
    let mut sources = oxhack_diag::Sources::new();
    let id = sources.add("quest.txt", text.clone());
    let mut diags = oxhack_diag::Diags::new();
    let out = makedefs::compat::quest::compile(&text, id, &Default::default(), &mut diags);
    let report: Vec<String> = diags.list.iter().map(|d| sources.render_plain(std::slice::from_ref(d))).collect();
    let bytes = out.unwrap_or_else(|| panic!("quest.txt does not compile:\n{}", report.join("\n")));
    assert!(report.is_empty(), "makedefs says:\n{}", report.join("\n"));
    let q = makedefs::compat::quest_read::QuestData::parse(&bytes).expect("parses");
    let classes: Vec<&str> = q.classes.iter().map(|c| c.id.as_str()).collect();
    let mut want = vec!["-"];
    want.extend(ROLES.iter().map(|r| r.code));
    assert_eq!(classes, want, "the common class, then the roles in order, and nothing else");
    let have =
        |c: &str| q.classes.iter().find(|k| k.id == c).unwrap().records.iter().map(|r| r.num).collect::<Vec<_>>();
    assert_eq!(have("-"), common_messages(), "the common messages");
    let mut bad = Vec::new();
    for r in &ROLES {
        let code = r.code;
        if have(code) != role_messages() {
            bad.push(format!("{code}: messages {:?}", have(code)));
        }
        for n in role_messages() {
            let m = q.message(&bytes, code, n).expect("message");
            if m.lines.iter().all(|l| l.trim().is_empty()) {
                bad.push(format!("{code} {n}: empty"));
            }
            for l in &m.lines {
                if l.len() > 78 {
                    bad.push(format!("{code} {n}: line too long for the screen: {l:?}"));
                }
            }
            if m.delivery == 'c' && m.summary.is_none() {
                bad.push(format!("{code} {n}: a window without a summary for the message history"));
            }
            if WINDOWED.contains(&n) && m.delivery != 'c' {
                bad.push(format!("{code} {n}: should open a window"));
            }
            if m.delivery == 'p' && m.lines.len() > 2 {
                bad.push(format!("{code} {n}: too many lines for the message area"));
            }
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

/// Every `%` in the text is one of questpgr.c's substitutions, with a
/// modifier it knows; the pronoun modifiers only on the names that have
/// pronouns (%d, %l, %n, %o).
#[test]
fn quest_text_uses_known_substitutions() {
    let text = quest_source();
    let mut bad = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.starts_with("%C") || line.starts_with('#') {
            continue;
        }
        // A summary after %E is converted like the text.
        let line = line.strip_prefix("%E").unwrap_or(line);
        let b = line.as_bytes();
        let mut k = 0;
        while k < b.len() {
            if b[k] != b'%' {
                k += 1;
                continue;
            }
            let Some(&c) = b.get(k + 1) else {
                bad.push(format!("line {}: % at the end", i + 1));
                break;
            };
            if !b"pcrRsSliOongGHaAdDCNLxZ%".contains(&c) {
                bad.push(format!("line {}: unknown %{}", i + 1, c as char));
            }
            if let Some(&m) = b.get(k + 2)
                && b"hHiIjJ".contains(&m)
                && !b"dlno".contains(&c)
            {
                // questpgr.c leaves the letter as text here: make sure it
                // is meant to be (a following letter of a word is not).
                bad.push(format!("line {}: %{}{} would not be a pronoun", i + 1, c as char, m as char));
            }
            k += 2;
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

/// The world a game plays in carries its quest text: OxHack's own world
/// (compiled into the game) has OxHack's messages for every role, and
/// NetHack's `dat/` as a data folder (`--data`) has NetHack's.
#[test]
fn the_worlds_carry_their_quest_text() {
    use makedefs::compat::quest_read::message;
    let own = Content::embedded();
    assert!(own.pieces.iter().any(|p| p.what == "quest"), "the quest text is a piece of OxHack's world");
    let q = own.texts.quest.as_ref().expect("OxHack's world has quest text");
    for r in &ROLES {
        for n in role_messages() {
            assert!(message(q, r.code, n).expect("decodes").is_some(), "OxHack's {} {n}", r.code);
        }
    }
    let assignment = message(q, "Val", 21).expect("decodes").expect("Val 21");
    assert_eq!(assignment.delivery, 'c');
    let Some(dat) = oxhack_testkit::corpus() else { return };
    let nethack = Content::load(&dat, &LoadOpts::default()).expect("NetHack's dat/ loads").content;
    let nq = nethack.texts.quest.as_ref().expect("NetHack's world has quest text");
    assert_ne!(nq, q, "NetHack's world has its own quest text");
    for r in &ROLES {
        for n in [1, 15, 21, 40, 50, 81] {
            assert!(message(nq, r.code, n).expect("decodes").is_some(), "NetHack's {} {n}", r.code);
        }
    }
}
