//! Conformance: our tables have NetHack 3.6.7's entries at NetHack's
//! indices (the golden `objects.txt`, `monsters.txt` and
//! `monster-classes.txt` lists), so ids agree wherever they cross into a
//! compatible file format.

use oxhack_tables::tables;

fn lines(file: &str) -> Option<Vec<Vec<String>>> {
    let dir = oxhack_testkit::golden()?;
    let text = std::fs::read_to_string(dir.join(file)).expect("golden list readable");
    Some(text.lines().map(|l| l.split('\t').map(String::from).collect()).collect())
}

#[test]
fn object_names_and_constants_match_objects_txt() {
    let Some(rows) = lines("objects.txt") else { return };
    let t = tables();
    assert_eq!(rows.len(), t.objects.len(), "NUM_OBJECTS");
    for (i, row) in rows.iter().enumerate() {
        let o = &t.objects[i];
        assert_eq!(row[0], i.to_string());
        let constant = o.constant.as_deref().unwrap_or("-");
        let name = o.name.as_deref().unwrap_or("-");
        assert_eq!((constant, name), (row[1].as_str(), row[2].as_str()), "object {i}");
        let class = format!("{}_CLASS", o.class.to_string().to_uppercase());
        assert_eq!(class, row[3], "class of object {i}");
    }
    println!("objects: {} of {} names match", rows.len(), rows.len());
}

#[test]
fn monster_names_and_constants_match_monsters_txt() {
    let Some(rows) = lines("monsters.txt") else { return };
    let t = tables();
    assert_eq!(rows.len(), t.monsters.len(), "NUMMONS");
    for (i, row) in rows.iter().enumerate() {
        let m = &t.monsters[i];
        assert_eq!(
            (row[0].as_str(), row[1].as_str(), row[2].as_str()),
            (i.to_string().as_str(), m.constant.as_str(), m.name.as_str())
        );
    }
    println!("monsters: {} of {} names match", rows.len(), rows.len());
}

#[test]
fn monster_classes_match_monster_classes_txt() {
    let Some(rows) = lines("monster-classes.txt") else { return };
    let t = tables();
    for (i, row) in rows.iter().enumerate() {
        let m = &t.monsters[i];
        let s_name = format!("S_{}", oxhack_defs::Named::name(m.mlet).to_uppercase());
        assert_eq!(s_name.to_uppercase(), row[2].to_uppercase(), "class of monster {i}");
        assert_eq!(m.mlet.value().to_string(), row[3], "class number of monster {i}");
        assert_eq!(m.mlet.symbol().to_string(), row[4], "class symbol of monster {i}");
    }
}

#[test]
fn counts_match_the_lev_header_entity_count() {
    // entity_count 0x211c617e = artifacts<<24 | objects<<12 | monsters.
    let t = tables();
    let packed = (t.artifacts.len() << 24) | (t.objects.len() << 12) | t.monsters.len();
    assert_eq!(packed, 0x211c_617e);
}
