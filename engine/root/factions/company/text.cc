#include "engine/root/factions/company/text.h"

#include "absl/strings/str_cat.h"
#include "engine/root/state.h"

namespace arbiter::root::company {
namespace {

std::string Card(int card) {
  return card >= 0 && card < kNumCards ? absl::StrCat("#", card + 1, " ", kCards[card].name) : "?";
}
std::string Owner(int f) {
  return std::string(f >= 0 && f < kNumFactions ? FactionName(Faction(f)) : "?");
}
std::string Fund(int f, absl::string_view how) { return absl::StrCat(how, " a ", Owner(f), " fund: "); }

}  // namespace

std::string EventText(const Event& e, const std::string& who) {
  switch (e.kind) {
    case EventKind::kBuyService:
      if (e.spent[0] > 0) {
        std::string items;
        for (int i = 0; i < kMaxSpent && e.spent[i] > 0; ++i)
          absl::StrAppend(&items, i > 0 ? ", " : "", ItemName(Item(e.spent[i])));
        return absl::StrCat(who, "buy ", e.n >= 0 && e.n < kNumServices ? ServiceName(Service(e.n)) : "?",
                            e.card >= 0 ? absl::StrCat(" ", Card(e.card)) : "", ", paid by exhausting ", items);
      }
      return absl::StrCat(who, "buy ", e.n >= 0 && e.n < kNumServices ? ServiceName(Service(e.n)) : "?",
                          e.card >= 0 ? absl::StrCat(" ", Card(e.card)) : "", ", paid with ", Owner(e.piece),
                          " warriors");
    case EventKind::kFundsMove:
      return absl::StrCat(who, Fund(e.piece, "commit"), "move ", e.n, " from ", e.a + 1, " to ", e.b + 1);
    case EventKind::kFundsBattle:
      return absl::StrCat(who, Fund(e.piece, "commit"), "battle seat ", e.target, " in ", e.a + 1);
    case EventKind::kFundsDraw:
      return absl::StrCat(who, Fund(e.piece, "commit"), "draw a card");
    case EventKind::kFundsRecruit:
      return absl::StrCat(who, Fund(e.piece, "spend"), "recruit in ", e.a + 1);
    case EventKind::kEstablishPost:
      return absl::StrCat(who, "spend two ", Owner(e.piece), " funds: trade post and garrison in ", e.a + 1);
    case EventKind::kCompanyCraft: {
      std::string funds;
      for (int i = 0; i < kMaxSpent && e.spent[i] >= 0; ++i) absl::StrAppend(&funds, i ? ", " : "", Owner(e.spent[i]));
      return absl::StrCat(who, e.n == 1 ? "export " : "craft ", Card(e.card), " with funds ",
                          funds.empty() ? "-" : funds, " (fox ", e.uses[0], ", rabbit ", e.uses[1], ", mouse ",
                          e.uses[2], ")");
    }
    case EventKind::kSetPrices:
      return absl::StrCat(who, "set prices: hand card ", e.uses[0], ", riverboats ", e.uses[1],
                          ", mercenaries ", e.uses[2]);
    case EventKind::kCompanySetup:
      return absl::StrCat(who, "place a starting warrior in ", e.a + 1);
    case EventKind::kTradeDisruption: {
      std::string lost;
      for (int f = 0; f < kNumFactions && f < e.order_len; ++f)
        if (e.order[f] > 0) absl::StrAppend(&lost, lost.empty() ? "" : ", ", Owner(f), " ", e.order[f]);
      return absl::StrCat(who, "trade disruption: lose funds ", lost.empty() ? "-" : lost);
    }
    default:
      return "";
  }
}

}  // namespace arbiter::root::company
