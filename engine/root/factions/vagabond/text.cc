#include "engine/root/factions/vagabond/text.h"

#include "absl/strings/str_cat.h"
#include "engine/root/factions/vagabond/pieces.h"
#include "engine/root/state.h"

namespace arbiter::root::vagabond {
namespace {

std::string Card(int card) {
  return card >= 0 && card < kNumCards ? absl::StrCat("#", card + 1, " ", kCards[card].name) : "?";
}
std::string ItemText(int item) { return std::string(item > 0 && item < kNumItems ? ItemName(Item(item)) : "?"); }

}  // namespace

std::string EventText(const Event& e, const std::string& who) {
  switch (e.kind) {
    case EventKind::kChooseCharacter:
      return absl::StrCat(who, "choose the ", CharacterName(Character(e.n)));
    case EventKind::kPlacePawn:
      return absl::StrCat(who, "place the pawn in ", LocationText(e.a));
    case EventKind::kRefresh:
      return absl::StrCat(who, "refresh ", e.piece ? "damaged " : "", ItemText(e.n));
    case EventKind::kSlip:
      return absl::StrCat(who, "slip to ", LocationText(e.a));
    case EventKind::kVbMove:
      return absl::StrCat(who, "move the pawn to ", LocationText(e.a),
                          e.target >= 0 ? absl::StrCat(" with ", e.n, " warriors of seat ", e.target) : "");
    case EventKind::kExplore:
      return absl::StrCat(who, "explore the ruin, finding a ", ItemText(e.n));
    case EventKind::kStrike:
      return absl::StrCat(who, "strike seat ", e.target, "'s ", e.piece < 0 ? "warrior" : "piece ",
                          e.piece < 0 ? "" : absl::StrCat(e.piece + 1));
    case EventKind::kRepair:
      return absl::StrCat(who, "repair ", e.piece ? "exhausted " : "", ItemText(e.n));
    case EventKind::kAid:
      return absl::StrCat(who, "aid seat ", e.target, " with ", Card(e.card), " exhausting ", ItemText(e.n),
                          e.b > 0 ? absl::StrCat(", taking ", ItemText(e.b)) : "");
    case EventKind::kSpecial: {
      if (e.target >= 0) return absl::StrCat(who, "steal from seat ", e.target);
      if (e.card >= 0) return absl::StrCat(who, "day labor: take ", Card(e.card));
      std::string out = absl::StrCat(who, "hideout: repair");
      for (int k = 0; k < e.order_len; ++k)
        absl::StrAppend(&out, k ? ", " : " ", e.order[k] % 2 ? "exhausted " : "", ItemText(e.order[k] / 2));
      return e.order_len ? out : out + " nothing";
    }
    case EventKind::kDiscardItem:
      return absl::StrCat(who, "remove ", e.piece >= 2 ? "damaged " : "", e.piece % 2 ? "exhausted " : "",
                          ItemText(e.n), " (item limit)");
    case EventKind::kDamageItem:
      return absl::StrCat(who, "a hit damages ", e.piece ? "exhausted " : "", ItemText(e.n));
    case EventKind::kQuestShuffle: {
      std::string out = "shuffle the quest deck, top first:";
      for (int i = 0; i < e.order_len; ++i) absl::StrAppend(&out, " ", e.order[i] + 1);
      return out;
    }
    case EventKind::kRuinItems: {
      std::string out = "deal the items under the ruins, ascending clearings:";
      for (int i = 0; i < e.order_len; ++i) absl::StrAppend(&out, " ", ItemText(e.order[i]));
      return out;
    }
    case EventKind::kQuest:
      return absl::StrCat(who, "complete the quest ", QuestText(e.a), e.b ? ", drawing two cards" : ", scoring");
    case EventKind::kCoalition:
      return absl::StrCat(who, "activate ", Card(e.card), " to form a coalition with seat ", e.target);
    default:
      return "";
  }
}

}  // namespace arbiter::root::vagabond
