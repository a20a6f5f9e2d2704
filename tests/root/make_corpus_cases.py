#!/usr/bin/env python3
"""Writes the hand-designed Root conformance cases (valid/ and invalid/).

Each case is a standard opening plus a few events, written as text-format
arbiter.pb.MatchLog. Card numbers are the proto ids (facts/root.md section 2
table order), clearings the printed 1..12. It writes into
corpus/root/{valid,invalid}/ of this source tree; the files it writes are what
is committed and verified (tests/root/conformance_test.cc, arbiter conform);
the script only saves typing.

Standard opening (Autumn, seat 0 Marquise, seat 1 Eyrie):
  0 deck shuffle: Marquise hand, Eyrie hand, then every other card ascending
  1 keep in 1; 2 sawmill in 1; 3 workshop in 9 (mouse); 4 recruiter in 5
  5 Eyrie roost in 3 (opposite the keep); 6 leader Despot (viziers: move, build)
Then the Marquise's first Daylight begins (one wood in 1).
"""
import os

DOMINANCE = {14, 28, 41, 54}
VIZIER1, VIZIER2 = 55, 56


def shuffle_order(hand_m, hand_e):
    top = list(hand_m) + list(hand_e)
    rest = [c for c in range(1, 55) if c not in DOMINANCE and c not in top]
    return top + rest


def ev(seat, body):
    return f"events {{ root {{ seat: {seat} {body} }} }}"


def chance(body):
    return f"events {{ root {{ {body} }} }}"


def opening(hand_m=(21, 43, 30), hand_e=(31, 15, 1), leader="DESPOT", winter=None,
            workshop=9):
    out = []
    if winter:
        out.append(chance("suit_markers { " + " ".join(f"suits: {s}" for s in winter) + " }"))
    cards = " ".join(f"cards: {c}" for c in shuffle_order(hand_m, hand_e))
    out.append(chance(f"deck_shuffle {{ {cards} }}"))
    out += [
        ev(0, "place_keep { clearing: 1 }"),
        ev(0, "place_starting_building { building: SAWMILL clearing: 1 }"),
        ev(0, f"place_starting_building {{ building: WORKSHOP clearing: {workshop} }}"),
        ev(0, "place_starting_building { building: RECRUITER clearing: 5 }"),
        ev(1, "place_starting_roost { clearing: 3 }"),
        ev(1, f"choose_leader {{ leader: {leader} }}"),
    ]
    return out


def log(name, note, events, expect, winter=False, turn_limit=60, games=1):
    header = (
        "header {\n  format_version: 1\n  rules_version: 1\n"
        f'  match_id: "root-conformance-{name}"\n  game: "root"\n  players: 2\n'
        '  seats { name: "marquise" }\n  seats { name: "eyrie" }\n'
        f'  provenance {{ source: "conformance" note: "{note}" }}\n'
        f"  root {{ factions: MARQUISE factions: EYRIE map: {'WINTER' if winter else 'AUTUMN'}"
        f" turn_limit: {turn_limit}{' games: %d' % games if games != 1 else ''} }}\n}}\n")
    return header + "\n".join(events) + "\n" + expect + "\n"


def valid(issue):
    return f'expect {{ valid {{}} issue: "{issue}" }}'


def invalid(index, rule, issue):
    return (f'expect {{ invalid {{ event_index: {index} rule_id: "{rule}" }} '
            f'issue: "{issue}" }}')


CASES = []


def case(kind, name, note, events, expect_fn, **kw):
    CASES.append((kind, name, note, events, expect_fn, kw))


def main():
    here = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "corpus", "root")
    for kind, name, note, events, expect, kw in CASES:
        if kind == "invalid":
            idx = len(events) - 1
            exp = invalid(idx, expect[0], expect[1])
        else:
            exp = valid(expect)
        path = os.path.join(here, kind, name + ".textproto")
        with open(path, "w") as f:
            f.write(log(name, note, events, exp, **kw))


# A full first round: Marquise craft, recruit, build, march; the Eyrie's
# Decree with a recruit, a vizier move and a vizier build; Evening scoring.
eyrie_first_turn = [
    ev(1, "add_to_decree { card: 31 column: COL_RECRUIT }"),
    ev(1, "end_phase {}"),
    ev(1, "recruit { clearing: 3 decree_card: 31 }"),
    ev(1, f"move {{ from: 3 to: 7 warriors: 2 decree_card: {VIZIER1} }}"),
    ev(1, f"build {{ building: ROOST clearing: 7 decree_card: {VIZIER2} }}"),
]
case("valid", "first_round", "Marquise crafts, recruits, builds, marches; Eyrie Decree resolved",
     opening() + [
         ev(0, "craft { card: 21 pieces_mouse: 1 }"),
         ev(0, "recruit {}"),
         ev(0, "build { building: SAWMILL clearing: 5 wood_from: 1 }"),
         ev(0, "move { from: 2 to: 6 warriors: 1 }"),
         ev(0, "move { from: 11 to: 12 warriors: 1 }"),
     ] + eyrie_first_turn,
     "seed 猫野候国 昼フェイズ A-D; 鷲巣王朝 朝/昼/夕闇フェイズ; クラフト")

case("invalid", "second_recruit", "the Marquise recruits twice in one turn",
     opening() + [ev(0, "recruit {}"), ev(0, "recruit {}")],
     ("root.marquise.recruit_once", "seed 猫野候国 C:募兵アクション (1手番に1回のみ)"))

case("invalid", "build_beyond_slots", "a second building in a one-slot clearing",
     opening() + [ev(0, "build { building: SAWMILL clearing: 1 wood_from: 1 }")],
     ("root.map.building_slots", "seed 《広場について》 空きがなければ置けません"))

case("invalid", "move_without_rule", "a move from an Eyrie clearing into an empty one",
     opening() + [ev(0, "move { from: 6 to: 3 warriors: 1 }"),
                  ev(0, "move { from: 3 to: 6 warriors: 1 }")],
     ("root.move.rule", "seed 【移動】 移動元もしくは移動先を支配"))

case("invalid", "move_without_path", "clearings 1 and 2 share no path",
     opening() + [ev(0, "move { from: 1 to: 2 warriors: 1 }")],
     ("root.move.path", "seed 【移動】 道で繋がった隣の広場"))

case("invalid", "move_more_warriors_than_present", "two warriors out of a clearing holding one",
     opening() + [ev(0, "move { from: 2 to: 5 warriors: 2 }")],
     ("root.move.warriors", "seed 【移動】"))

case("invalid", "ambush_wrong_suit", "a fox ambush in a rabbit clearing",
     opening(hand_e=(1, 15, 31)) + [
         ev(0, "move { from: 6 to: 3 warriors: 1 }"),
         ev(0, "battle { clearing: 3 defender: 1 }"),
         ev(1, "ambush { card: 15 }")],
     ("root.battle.ambush_suit", "seed 【戦闘】 ● 奇襲 広場の動物と同じ種類"))

case("valid", "ambush_and_counter_ambush", "the attacker cancels a bird ambush, then the dice",
     opening(hand_m=(2, 21, 43), hand_e=(1, 15, 31)) + [
         ev(0, "move { from: 6 to: 3 warriors: 1 }"),
         ev(0, "move { from: 7 to: 3 warriors: 1 }"),
         ev(0, "battle { clearing: 3 defender: 1 }"),
         ev(1, "ambush { card: 1 }"),
         ev(0, "counter_ambush { card: 2 }"),
         chance("dice { first: 3 second: 1 }"),
         ev(0, "end_phase {}")],
     "seed 【戦闘】 ● 奇襲 (打ち消す), ② ダイスを振る")

case("valid", "ambush_ends_battle_field_hospital",
     "an ambush removes the lone attacker; field hospitals return it to the keep",
     opening(hand_m=(21, 43, 30), hand_e=(1, 15, 31)) + [
         ev(0, "move { from: 6 to: 3 warriors: 1 }"),
         ev(0, "battle { clearing: 3 defender: 1 }"),
         ev(1, "ambush { card: 1 }"),
         ev(0, "field_hospital { card: 30 }"),
         ev(0, "end_phase {}")],
     "seed 【戦闘】 ● 奇襲 (戦闘は終了); 猫野候国 「野戦病院」")

case("invalid", "field_hospital_wrong_suit", "a mouse card to save warriors from a rabbit clearing",
     opening(hand_m=(21, 43, 30), hand_e=(1, 15, 31)) + [
         ev(0, "move { from: 6 to: 3 warriors: 1 }"),
         ev(0, "battle { clearing: 3 defender: 1 }"),
         ev(1, "ambush { card: 1 }"),
         ev(0, "field_hospital { card: 43 }")],
     ("root.marquise.field_hospitals", "seed 「野戦病院」 その広場の動物と同じ種類のカード"))

case("invalid", "battle_without_warriors", "the Marquise has no warriors in clearing 3",
     opening() + [ev(0, "battle { clearing: 3 defender: 1 }")],
     ("root.battle.target", "seed 【戦闘】 ① 自分の兵士コマがいる広場"))

case("invalid", "dice_face_four", "battle dice show 0 to 3",
     opening(hand_e=(15, 31, 17)) + [
         ev(0, "move { from: 6 to: 3 warriors: 1 }"),
         ev(0, "battle { clearing: 3 defender: 1 }"),
         chance("dice { first: 4 second: 0 }")],
     ("root.event.malformed", "facts 12: each die shows 0-3"))

case("invalid", "decree_two_birds", "two bird cards added in one Birdsong",
     opening(hand_e=(1, 2, 31)) + [
         ev(0, "end_phase {}"),
         ev(1, "add_to_decree { card: 1 column: COL_MOVE }"),
         ev(1, "add_to_decree { card: 2 column: COL_BATTLE }")],
     ("root.eyrie.decree_one_bird", "seed 鷲巣王朝 朝フェイズ トリの動物カードは2枚配置することはできません"))

case("invalid", "decree_nothing_added", "Birdsong ended without a Decree card",
     opening() + [ev(0, "end_phase {}"), ev(1, "end_phase {}")],
     ("root.eyrie.decree_add", "seed 鷲巣王朝 朝フェイズ 1枚か2枚"))

case("invalid", "turmoil_false_claim", "turmoil claimed while the recruit card can be resolved",
     opening() + [
         ev(0, "end_phase {}"),
         ev(1, "add_to_decree { card: 31 column: COL_RECRUIT }"),
         ev(1, "end_phase {}"),
         ev(1, "turmoil {}")],
     ("root.eyrie.turmoil_false_claim", "seed 「内乱」 実行できなかった場合"))

case("valid", "turmoil_true", "a fox recruit with no fox roost: turmoil, a new leader",
     opening() + [
         ev(0, "end_phase {}"),
         ev(1, "add_to_decree { card: 15 column: COL_RECRUIT }"),
         ev(1, "end_phase {}"),
         ev(1, "turmoil {}"),
         ev(1, "choose_leader { leader: COMMANDER }")],
     "seed 「内乱」 1.恥辱 2.追放 3.失脚 4.休止")

case("invalid", "turmoil_deposed_leader_again", "the deposed leader cannot be chosen again",
     opening() + [
         ev(0, "end_phase {}"),
         ev(1, "add_to_decree { card: 15 column: COL_RECRUIT }"),
         ev(1, "end_phase {}"),
         ev(1, "turmoil {}"),
         ev(1, "choose_leader { leader: DESPOT }")],
     ("root.eyrie.leader", "seed 「内乱」 3.失脚 まだ表になっている君主カード"))

case("invalid", "decree_out_of_order", "a Move card resolved before the Recruit column",
     opening() + [
         ev(0, "end_phase {}"),
         ev(1, "add_to_decree { card: 31 column: COL_RECRUIT }"),
         ev(1, "end_phase {}"),
         ev(1, f"move {{ from: 3 to: 7 warriors: 1 decree_card: {VIZIER1} }}")],
     ("root.eyrie.decree_order", "seed 鷲巣王朝 昼フェイズ 左側から順番に"))

case("invalid", "decree_wrong_suit", "a fox Move card used from a rabbit clearing",
     opening() + [
         ev(0, "end_phase {}"),
         ev(1, "add_to_decree { card: 15 column: COL_MOVE }"),
         ev(1, "end_phase {}"),
         ev(1, "move { from: 3 to: 7 warriors: 1 decree_card: 15 }")],
     ("root.eyrie.decree_suit", "seed 鷲巣王朝 昼フェイズ そのカードの動物の種類と同じ広場"))

case("invalid", "craft_item_supply_lacks", "a third tea when the supply holds two",
     opening(hand_m=(21, 39, 49)) + [
         ev(0, "craft { card: 21 pieces_mouse: 1 }"),
         ev(0, "build { building: WORKSHOP clearing: 2 wood_from: 1 }"),
         ev(0, "end_phase {}")] + eyrie_first_turn + [
         ev(0, "craft { card: 39 pieces_mouse: 1 }"),
         ev(0, "craft { card: 49 pieces_mouse: 1 }")],
     ("root.craft.item_supply", "seed 【クラフト】 アイテムタイルがサプライにない場合"))

case("invalid", "craft_after_action", "crafting after the first Daylight action",
     opening() + [ev(0, "recruit {}"), ev(0, "craft { card: 21 pieces_mouse: 1 }")],
     ("root.craft.timing", "seed 猫野候国 昼フェイズ フェイズの最初に"))

case("invalid", "craft_wrong_pieces", "a mouse cost paid with a rabbit piece",
     opening() + [ev(0, "craft { card: 21 pieces_rabbit: 1 }")],
     ("root.craft.pieces", "seed 【クラフト】 カードの左下に描かれている種類"))

case("valid", "overwork", "a fox card spent for wood at the fox sawmill",
     opening() + [ev(0, "overwork { card: 21 clearing: 1 }"), ev(0, "end_phase {}")],
     "seed 猫野候国 E:労働アクション")

case("invalid", "overwork_wrong_suit", "a mouse card for wood in a fox clearing",
     opening() + [ev(0, "overwork { card: 43 clearing: 1 }")],
     ("root.cards.suit", "seed 猫野候国 E:労働アクション 動物の種類が同じ"))

case("valid", "hawks_for_hire", "a bird card buys a fourth action",
     opening(hand_m=(2, 21, 43)) + [
         ev(0, "spend_bird { card: 2 }"),
         ev(0, "recruit {}"),
         ev(0, "overwork { card: 21 clearing: 1 }"),
         ev(0, "move { from: 2 to: 6 warriors: 1 }"),
         ev(0, "move { from: 6 to: 2 warriors: 1 }"),
         ev(0, "move { from: 4 to: 8 warriors: 1 }")],
     "seed 猫野候国 「鳥の手を借りる」")

case("invalid", "fourth_action", "a fourth action without spending a bird",
     opening(hand_m=(2, 21, 43)) + [
         ev(0, "recruit {}"),
         ev(0, "overwork { card: 21 clearing: 1 }"),
         ev(0, "move { from: 2 to: 6 warriors: 1 }"),
         ev(0, "move { from: 6 to: 2 warriors: 1 }"),
         ev(0, "move { from: 4 to: 8 warriors: 1 }")],
     ("root.marquise.actions", "seed 猫野候国 昼フェイズ 3アクションまで"))

case("invalid", "spend_non_bird", "only bird cards buy extra actions",
     opening() + [ev(0, "spend_bird { card: 43 }")],
     ("root.marquise.hawks_for_hire", "seed 「鳥の手を借りる」"))

case("invalid", "build_without_rule", "the Marquise builds in the Eyrie's clearing",
     opening() + [ev(0, "build { building: SAWMILL clearing: 3 wood_from: 1 }")],
     ("root.marquise.build_rule", "seed 猫野候国 D:建設アクション 自分が支配"))

case("invalid", "build_without_wood", "a second sawmill costs one wood",
     opening() + [ev(0, "build { building: SAWMILL clearing: 5 }")],
     ("root.marquise.build_wood", "seed 猫野候国 D:建設アクション 木材を支払います"))

case("invalid", "keep_not_in_corner", "the keep goes in a corner",
     opening()[:1] + [ev(0, "place_keep { clearing: 5 }")],
     ("root.marquise.setup", "facts 5 setup; seed 派閥ボード"))

case("invalid", "starting_building_far_from_keep", "starting buildings go in or next to the keep",
     opening()[:2] + [ev(0, "place_starting_building { building: SAWMILL clearing: 12 }")],
     ("root.marquise.setup", "facts 5 setup"))

case("invalid", "eyrie_corner_not_opposite", "the Eyrie starts opposite the keep",
     opening()[:5] + [ev(1, "place_starting_roost { clearing: 2 }")],
     ("root.eyrie.setup", "facts 6 setup"))

case("invalid", "shuffle_missing_card", "the setup shuffle must hold all 50 cards in play",
     [chance("deck_shuffle { " + " ".join(f"cards: {c}" for c in shuffle_order((21, 43, 30), (31, 15, 1))[:-1]) + " }")],
     ("root.cards.shuffle", "seed 動物カード 54枚のカードをシャッフル; 2人プレイ時"))

case("invalid", "dominance_in_two_player_deck", "no dominance cards with two players",
     [chance("deck_shuffle { " + " ".join(f"cards: {c}" for c in shuffle_order((21, 43, 30), (31, 15, 1)) + [14]) + " }")],
     ("root.cards.shuffle", "seed 2人プレイ時 圧倒カードは使用しません"))

case("invalid", "not_your_turn", "the Eyrie acts in the Marquise's Daylight",
     opening() + [ev(1, "add_to_decree { card: 31 column: COL_RECRUIT }")],
     ("root.turn.not_your_decision", "seed 【ゲームのプレイ】 ゲームの流れ"))

case("valid", "turn_limit_ends_match", "the declared turn limit stops the match after one turn",
     opening() + [ev(0, "end_phase {}")],
     "header turn_limit (engine rule, not the seed)", turn_limit=1)

case("invalid", "event_after_end", "no event after the match ended",
     opening() + [ev(0, "end_phase {}"), ev(1, "add_to_decree { card: 31 column: COL_RECRUIT }")],
     ("root.game.over", "seed 【ゲームの勝利方法】"), turn_limit=1)


case("valid", "codebreakers", "Codebreakers crafted, then used once in the same Daylight",
     opening(hand_m=(43, 21, 30)) + [
         ev(0, "craft { card: 43 pieces_mouse: 1 }"),
         ev(0, "use_card { card: 43 target: 1 }"),
         ev(0, "end_phase {}")],
     "facts 2 Codebreakers; seed 【クラフト】「継続効果」")

case("valid", "sappers_and_declined_ambush",
     "the Marquise crafts Sappers, declines to ambush, then discards Sappers for an extra hit",
     opening(hand_m=(11, 21, 30)) + [
         ev(0, "craft { card: 11 pieces_mouse: 1 }"),
         ev(0, "end_phase {}"),
         ev(1, "add_to_decree { card: 1 column: COL_BATTLE }"),
         ev(1, "end_phase {}"),
         ev(1, f"move {{ from: 3 to: 7 warriors: 3 decree_card: {VIZIER1} }}"),
         ev(1, "battle { clearing: 7 defender: 0 decree_card: 1 }"),
         ev(0, "pass {}"),
         chance("dice { first: 2 second: 1 }"),
         ev(0, "battle_card { card: 11 }"),
         ev(0, "pass {}"),
         ev(1, f"build {{ building: ROOST clearing: 7 decree_card: {VIZIER2} }}")],
     "facts 2 Sappers; seed 【戦闘】 ● 追加ヒット; 「野戦病院」 declined")

case("valid", "charismatic_then_turmoil",
     "Charismatic recruits two per card; the battle vizier has no target: turmoil",
     opening(leader="CHARISMATIC") + [
         ev(0, "end_phase {}"),
         ev(1, "add_to_decree { card: 31 column: COL_RECRUIT }"),
         ev(1, "end_phase {}"),
         ev(1, "recruit { clearing: 3 decree_card: 31 }"),
         ev(1, f"recruit {{ clearing: 3 decree_card: {VIZIER1} }}"),
         ev(1, "turmoil {}"),
         ev(1, "choose_leader { leader: BUILDER }")],
     "facts 6 Charismatic; seed 「内乱」")

case("valid", "commander_extra_hit",
     "the Commander's battle deals one hit on a roll of zero",
     opening(leader="COMMANDER") + [
         ev(0, "end_phase {}"),
         ev(1, "add_to_decree { card: 31 column: COL_RECRUIT }"),
         ev(1, "end_phase {}"),
         ev(1, "recruit { clearing: 3 decree_card: 31 }"),
         ev(1, f"move {{ from: 3 to: 7 warriors: 3 decree_card: {VIZIER1} }}"),
         ev(1, f"battle {{ clearing: 7 defender: 0 decree_card: {VIZIER2} }}"),
         ev(0, "pass {}"),
         chance("dice { first: 0 second: 0 }"),
         ev(0, "pass {}")],
     "facts 6 Commander")

case("invalid", "counter_ambush_wrong_suit", "a fox counter-ambush in a rabbit clearing",
     opening(hand_m=(2, 15, 21), hand_e=(1, 17, 31)) + [
         ev(0, "move { from: 6 to: 3 warriors: 1 }"),
         ev(0, "battle { clearing: 3 defender: 1 }"),
         ev(1, "ambush { card: 1 }"),
         ev(0, "counter_ambush { card: 15 }")],
     ("root.battle.ambush_suit", "seed 【戦闘】 ● 奇襲 同様に奇襲カードを使用"))

case("invalid", "eyrie_build_without_rule", "a roost where the Marquise rules",
     opening() + [
         ev(0, "end_phase {}")] + eyrie_first_turn[:4] + [
         ev(1, f"build {{ building: ROOST clearing: 6 decree_card: {VIZIER2} }}")],
     ("root.eyrie.decree_build", "seed 鷲巣王朝 D:建設アクション 自分が支配している広場"))

case("invalid", "eyrie_recruit_without_roost", "recruiting in a rabbit clearing without a roost",
     opening() + [
         ev(0, "end_phase {}"),
         ev(1, "add_to_decree { card: 31 column: COL_RECRUIT }"),
         ev(1, "end_phase {}"),
         ev(1, "recruit { clearing: 4 decree_card: 31 }")],
     ("root.eyrie.decree_recruit", "seed 鷲巣王朝 A:募兵アクション 止まり木タイルがあり"))

case("invalid", "decree_card_not_in_decree", "resolving a card that is not in the Decree",
     opening() + [
         ev(0, "end_phase {}"),
         ev(1, "add_to_decree { card: 31 column: COL_RECRUIT }"),
         ev(1, "end_phase {}"),
         ev(1, "recruit { clearing: 3 decree_card: 15 }")],
     ("root.eyrie.decree_order", "seed 鷲巣王朝 昼フェイズ 勅令エリアでカードが配置されているアクション"))

case("invalid", "overwork_without_sawmill", "overwork needs a sawmill in the clearing",
     opening() + [ev(0, "overwork { card: 21 clearing: 6 }")],
     ("root.marquise.overwork", "seed 猫野候国 E:労働アクション 製材所タイルがある広場"))

case("invalid", "spend_card_not_in_hand", "a bird card the Marquise does not hold",
     opening() + [ev(0, "spend_bird { card: 5 }")],
     ("root.cards.not_in_hand", "seed 《動物カードについて》 手札から消費"))

case("invalid", "craft_ambush", "an ambush card has no crafting effect",
     opening(hand_m=(2, 21, 43)) + [ev(0, "craft { card: 2 }")],
     ("root.craft.craftable", "seed 【クラフト】 クラフト能力のある動物カード"))

case("invalid", "move_zero_warriors", "a move carries at least one warrior",
     opening() + [ev(0, "move { from: 2 to: 5 warriors: 0 }")],
     ("root.move.warriors", "seed 【移動】 任意の数のコマ"))

case("invalid", "battle_yourself", "the defender is another faction",
     opening() + [ev(0, "battle { clearing: 2 defender: 0 }")],
     ("root.battle.target", "seed 【戦闘】 ① 配置物を置いている他の派閥"))

case("invalid", "decree_third_card", "after two Decree cards Birdsong moves on",
     opening() + [
         ev(0, "end_phase {}"),
         ev(1, "add_to_decree { card: 31 column: COL_RECRUIT }"),
         ev(1, "add_to_decree { card: 15 column: COL_MOVE }"),
         ev(1, "add_to_decree { card: 1 column: COL_BATTLE }")],
     ("root.turn.not_now", "seed 鷲巣王朝 朝フェイズ 1枚か2枚"))

WINTER = ["MOUSE", "RABBIT", "MOUSE", "FOX", "MOUSE", "MOUSE", "FOX", "RABBIT", "FOX", "FOX",
          "RABBIT", "RABBIT"]
case("valid", "winter_setup", "Winter: suit markers dealt, then the usual setup",
     opening(winter=WINTER, workshop=10) + [ev(0, "end_phase {}")],
     "seed 冬マップ 冬マップの準備", winter=True)

case("invalid", "winter_suit_markers_wrong_counts", "five fox markers",
     [chance("suit_markers { " + " ".join(f"suits: {s}" for s in ["FOX"] + WINTER[1:]) + " }")],
     ("root.setup.winter_suit_markers", "seed 冬マップ 12個の動物マーカー"), winter=True)

if __name__ == "__main__":
    main()
