// The Riverfolk Company's board and pieces as the common rules see them
// (seed 001_8a55c0d6f11d58ff.txt 【河民商団】, facts 9): the four boxes of
// warriors by owner (payments, funds, committed, the trade post rows), the
// only code that moves warriors between them and a supply, so that `held`
// (FactionRules::warriors_held_at) changes with them; trade posts (tokens:
// removable, they rule nothing) and the replay text. Hooks of kCompanyRules
// (company.cc). Pure functions of their arguments.
#ifndef ARBITER_ENGINE_ROOT_FACTIONS_COMPANY_PIECES_H_
#define ARBITER_ENGINE_ROOT_FACTIONS_COMPANY_PIECES_H_

#include <cstddef>
#include <string>

#include "engine/root/factions/faction.h"

namespace arbiter::root::company {

inline constexpr Faction kCo = Faction::kCompany;
inline constexpr uint32_t kPieces = 1u << int(PieceKind::kTradePost);
inline constexpr size_t kNoBuildingsAt = offsetof(State, company) + offsetof(CompanyBoard, no_buildings);
inline constexpr BuildingRows kBuildingRows{1, {kNoBuildingsAt, kNoBuildingsAt, kNoBuildingsAt}};
inline constexpr int16_t kHeldAt = int16_t(offsetof(State, company) + offsetof(CompanyBoard, held));

enum class Box : uint8_t { kPayments = 0, kFunds = 1, kCommitted = 2, kCrafted = 3 };

std::array<uint8_t, kNumFactions>& BoxOf(CompanyBoard& b, Box box);
const std::array<uint8_t, kNumFactions>& BoxOf(const CompanyBoard& b, Box box);
int BoxTotal(const CompanyBoard& b, Box box);
// n warriors of `owner` from its supply into `box`. REQUIRES the supply holds them.
void FromSupply(State& s, Faction owner, Box box, int n);
// n warriors of `owner` from `box` back to its supply (funds spent).
// REQUIRES the box holds them.
void ToSupply(State& s, Box box, Faction owner, int n);
// n warriors of `owner` from one box to another (funds committed).
void Shift(State& s, Box from, Box to, Faction owner, int n);

inline bool HasPost(const State& s, int c) { return (s.company.posts >> c) & 1; }
int PostsOnMap(const State& s);
int PostsOnMap(const State& s, Suit suit);
// Trade posts of `suit` still on the board (never placed).
inline int PostsLeft(const State& s, Suit suit) {
  return kTradePostsPerSuit - s.company.posts_placed[int(suit)];
}
// Free spaces of `suit`'s trade post row: uncovered by a placed post, not
// yet covered by crafted funds (facts 9).
inline int FreeRowSpaces(const State& s, Suit suit) {
  return s.company.posts_placed[int(suit)] - s.company.row_used[int(suit)];
}
// A post and what it scores (facts 9: +2 for every space).
void PlacePost(State& s, int c);

int Tokens(const State& s, int c);
int CountPiece(const State& s, PieceKind kind, int c);
// root.company.trade_disruption: the post leaves the game and half the
// funds (rounded up) go back to their owners, which the Company chooses
// (FactionRules::owed_decision, below) unless it has no choice.
void RemovePiece(State& s, PieceKind kind, int c);
// The owed decision: one trade_disruption event naming the funds lost by
// owner.
Verdict ValidateDisruption(const State& s, const Event& e);
void TakeDisruption(State& s, const Event& e);
void ListDisruptions(const State& s, EventSink sink);
std::string DisruptionText(const State& s);

// "  payments marquise 2; funds company 3, eyrie 1; committed -; rows ...".
std::string BoardText(const State& s, bool show_hidden);
std::string ClearingText(const State& s, int c);
std::string BoardHeadline(const State& s);

}  // namespace arbiter::root::company

#endif  // ARBITER_ENGINE_ROOT_FACTIONS_COMPANY_PIECES_H_
