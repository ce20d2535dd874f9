fn main() { println!("OxHack"); }
