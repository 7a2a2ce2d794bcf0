import Foundation

/// An album: its name and the catalog image on its cover.
struct Album {
    let name: String
    let cover: String

    static let all = [
        Album(name: "Space", cover: "Moon"),
        Album(name: "Animals", cover: "Horse"),
        Album(name: "Science", cover: "Cell"),
        Album(name: "History", cover: "Coins"),
    ]
}
