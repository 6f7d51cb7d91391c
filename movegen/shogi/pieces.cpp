#include "shogi/pieces.h"

namespace vchess::shogi {
namespace {

constexpr Vec kKnightJ[] = {{1, 2}, {-1, 2}};
constexpr Vec kRing2[] = {{2, 0}, {-2, 0}, {0, 2}, {0, -2}, {2, 2}, {2, -2}, {-2, 2}, {-2, -2},
                          {1, 2}, {-1, 2}, {1, -2}, {-1, -2}, {2, 1}, {-2, 1}, {2, -1}, {-2, -1}};
constexpr Vec kPhoenixJ[] = {{2, 2}, {2, -2}, {-2, 2}, {-2, -2}};
constexpr Vec kKirinJ[] = {{2, 0}, {-2, 0}, {0, 2}, {0, -2}};
constexpr Vec kCloudEagleJ[] = {{2, 2}, {-2, 2}};
constexpr Vec kFalconJ[] = {{0, 2}, {0, -2}};
constexpr Vec kDogJ[] = {{2, 1}, {-2, 1}, {3, 1}, {-3, 1}, {3, 2}, {-3, 2}};
constexpr Vec kThunderJ[] = {{1, 3}, {-1, 3}, {2, 3}, {-2, 3}};
constexpr Vec kCatJ[] = {{0, 3}, {3, 3}, {-3, 3}};
constexpr Vec kSwallowJ[] = {{0, 2}, {2, 2}, {-2, 2}};
constexpr Vec kSquareMoverJ[] = {{3, 0}, {-3, 0}, {0, -3}};
constexpr Vec kAncientDragonJ[] = {{3, -3}, {-3, -3}};
constexpr Vec kStorkJ[] = {{2, 0}, {-2, 0}, {0, 2}, {0, -2}, {2, 2}, {2, -2}, {-2, 2}, {-2, -2}};
constexpr Vec kWhaleJ[] = {{2, -1}, {-2, -1}};
constexpr Vec kDemonJ[] = {{3, -1}, {-3, -1}, {3, -2}, {-3, -2}};
constexpr Vec kDreamJ[] = {{1, -3}, {-1, -3}, {2, -3}, {-2, -3}};
constexpr Vec kBirdJ[] = {{2, 0}, {-2, 0}, {0, -2}, {2, -2}, {-2, -2}, {1, 2}, {-1, 2}, {2, 1}, {-2, 1}};
constexpr Vec kHorseJ[] = {{0, 2}, {2, 2}, {-2, 2}, {1, -2}, {-1, -2}};
constexpr Vec kFoxJ[] = {{1, 2}, {-1, 2}, {1, -2}, {-1, -2}};
constexpr Vec kTigerJ[] = {{2, 1}, {-2, 1}, {2, -1}, {-2, -1}};

constexpr std::uint8_t kGold = F | B | L | R | FL | FR;
constexpr std::uint8_t kSilver = F | FL | FR | BL | BR;

// label, name, steps, slides, jump slides, jumps, hook, promotes to, forced, drop
constexpr PieceDef kShogi[] = {
    {"k", "King", kAll8, 0, 0, {}, Hook::None, {}, 0, 0, true},
    {"r", "Rook", 0, kOrth, 0, {}, Hook::None, "+r"},
    {"b", "Bishop", 0, kDiag, 0, {}, Hook::None, "+b"},
    {"g", "Gold", kGold},
    {"s", "Silver", kSilver, 0, 0, {}, Hook::None, "+s"},
    {"n", "Knight", 0, 0, 0, kKnightJ, Hook::None, "+n", 2, 2},
    {"l", "Lance", 0, F, 0, {}, Hook::None, "+l", 1, 1},
    {"p", "Pawn", F, 0, 0, {}, Hook::None, "+p", 1, 1},
    {"+r", "Dragon", kDiag, kOrth},
    {"+b", "Horse", kOrth, kDiag},
    {"+s", "Promoted Silver", kGold},
    {"+n", "Promoted Knight", kGold},
    {"+l", "Promoted Lance", kGold},
    {"+p", "Tokin", kGold},
};

constexpr PieceDef kDai[] = {
    {"k", "King", kAll8, 0, 0, {}, Hook::None, {}, 0, 0, true},
    {"hm", "Hook Mover", 0, 0, 0, {}, Hook::Orthogonal},
    {"ca", "Capricorn", 0, 0, 0, {}, Hook::Diagonal},
    {"q", "Queen", 0, kAll8},
    {"i", "Lion Hawk", 0, kDiag, 0, kRing2},
    {"rg", "Rook General", 0, 0, kOrth, {}, Hook::None, "+rg"},
    {"bg", "Bishop General", 0, 0, kDiag, {}, Hook::None, "+bg"},
    {"r", "Rook", 0, kOrth, 0, {}, Hook::None, "+r"},
    {"b", "Bishop", 0, kDiag, 0, {}, Hook::None, "+b"},
    {"x", "Phoenix", kOrth, 0, 0, kPhoenixJ, Hook::None, "+x"},
    {"o", "Kirin", kDiag, 0, 0, kKirinJ, Hook::None, "+o"},
    {"e", "Great Elephant", F | L | R | BL | BR, FL | FR, 0, {}, Hook::None, "+e"},
    {"w", "Running Wolf", L | R | FL | FR, F | B, 0, {}, Hook::None, "+w"},
    {"d", "Great Leopard", B | FL | FR, L | R, 0, {}, Hook::None, "+d"},
    {"ce", "Cloud Eagle", F | B | FL | FR | BL | BR, 0, 0, kCloudEagleJ, Hook::None, "+ce"},
    {"h", "Flying Falcon", F | B | L | R | FL | FR, 0, 0, kFalconJ, Hook::None, "+h"},
    {"m", "Roaring Dog", L | R | BL | BR, 0, 0, kDogJ, Hook::None, "+m"},
    {"u", "Strong Bear", F | L | R | FL | FR | BL | BR, 0, 0, {}, Hook::None, "+u"},
    {"g", "Gold", kGold, 0, 0, {}, Hook::None, "+g"},
    {"s", "Silver", kSilver, 0, 0, {}, Hook::None, "+s"},
    {"c", "Copper", F | B | FL | FR, 0, 0, {}, Hook::None, "+c"},
    {"z", "Thunder Runner", 0, 0, 0, kThunderJ, Hook::None, "+z", 3, 3},
    {"f", "Flying Cat", 0, 0, 0, kCatJ, Hook::None, "+f", 3, 3},
    {"y", "Flying Swallow", 0, 0, 0, kSwallowJ, Hook::None, "+y", 2, 2},
    {"n", "Knight", 0, 0, 0, kKnightJ, Hook::None, "+n", 2, 2},
    {"v", "Iron General", F | FL | FR, 0, 0, {}, Hook::None, "+v", 1, 1},
    {"j", "Stone General", FL | FR, 0, 0, {}, Hook::None, "+j", 1, 1},
    {"t", "Running Rabbit", 0, F | FL | FR, 0, {}, Hook::None, "+t", 1, 1},
    {"a", "Ram's-Head Soldier", 0, FL | FR, 0, {}, Hook::None, "+a", 1, 1},
    {"l", "Lance", 0, F, 0, {}, Hook::None, "+l", 1, 1},
    {"p", "Pawn", F, 0, 0, {}, Hook::None, "+p", 1, 1},
    {"+rg", "Great General", 0, 0, kAll8},
    {"+bg", "Vice General", 0, 0, kDiag, kRing2},
    {"+r", "Dragon King", kDiag, kOrth},
    {"+b", "Dragon Horse", kOrth, kDiag},
    {"+x", "Rook (promoted Phoenix)", 0, kOrth},
    {"+o", "Bishop (promoted Kirin)", 0, kDiag},
    {"+e", "Teaching King", L | R | BL | BR, F | B | FL | FR},
    {"+w", "Free Boar", 0, L | R | FL | FR | BL | BR},
    {"+d", "Flying Ox", 0, F | B | FL | FR | BL | BR},
    {"+ce", "Square Mover", B | L | R, 0, 0, kSquareMoverJ, Hook::SquareMover},
    {"+h", "Ancient Dragon", BL | BR, 0, 0, kAncientDragonJ, Hook::AncientDragon},
    {"+m", "Wizard Stork", 0, kAll8, 0, kStorkJ},
    {"+u", "Whale", F | BL | BR, FL | FR | B, 0, kWhaleJ},
    {"+g", "Great Elephant (promoted Gold)", F | L | R | BL | BR, FL | FR},
    {"+s", "Running Wolf (promoted Silver)", L | R | FL | FR, F | B},
    {"+c", "Great Leopard (promoted Copper)", B | FL | FR, L | R},
    {"+v", "Cloud Eagle (promoted Iron)", F | B | FL | FR | BL | BR, 0, 0, kCloudEagleJ},
    {"+j", "Flying Falcon (promoted Stone)", F | B | L | R | FL | FR, 0, 0, kFalconJ},
    {"+z", "Free Demon", 0, L | R, FL | FR, kDemonJ},
    {"+f", "Great Dream-Eater", 0, FL | FR, F | B, kDreamJ},
    {"+y", "Golden Bird", F | B | FL | FR, 0, 0, kBirdJ},
    {"+n", "Heavenly Horse", F | FL | FR | BL | BR, 0, 0, kHorseJ},
    {"+t", "Prancing Stag", F | B, L | R | FL | FR},
    {"+a", "Treacherous Fox", L | R, F | B, 0, kFoxJ},
    {"+l", "Free Tiger", F | B, L | R, 0, kTigerJ},
    {"+p", "Tokin", kGold},
};

constexpr std::string_view kShogiHand[] = {"r", "b", "g", "s", "n", "l", "p"};
constexpr std::string_view kDaiHand[] = {"p",  "l", "a", "t", "j", "v", "n", "y", "f", "z",
                                          "c",  "s", "g", "u", "m", "h", "ce", "d", "w", "e",
                                          "o",  "x", "b", "r", "bg", "rg", "i", "q", "ca", "hm"};

}  // namespace

const GameSpec& shogi_spec() {
  static constexpr GameSpec s{Game::Shogi, "shogi", 9, 3, kShogi,
                              "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[-] b 1",
                              kShogiHand};
  return s;
}

const GameSpec& dai_seireigi_spec() {
  static constexpr GameSpec s{
      Game::DaiSeireigi, "dai-seireigi", 15, 5, kDai,
      "lafm(rg)ugkgu(bg)mfal/1n1t1zsesz1t1n1/y1j1vxcicov1j1y/1(ce)1w1r(hm)q(ca)b1d1h1/"
      "ppppppppppppppp/15/15/15/15/15/PPPPPPPPPPPPPPP/1H1D1B(CA)Q(HM)R1W1(CE)1/"
      "Y1J1VOCICXV1J1Y/1N1T1ZSESZ1T1N1/LAFM(BG)UGKGU(RG)MFAL[-] b 1",
      kDaiHand};
  return s;
}

}  // namespace vchess::shogi
