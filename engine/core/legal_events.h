// LegalEvents: a reusable buffer of a match's legal events in the game's own
// native form, filled and read back through Match (game.h). It is the
// allocation-free way to list, choose and apply events; a pb::Event is built
// only for an event the caller keeps, and text only when asked.
//
//   LegalEvents legal;  // once, reused for every step and every match
//   while (!match->IsTerminal()) {
//     match->ListLegal(&legal);          // or match->SampleChance(rng, &legal)
//     int i = Choose(legal.size());
//     match->EncodeLegal(legal, i, log.add_events());  // only what you keep
//     absl::Status applied = match->ApplyLegal(legal, i);
//   }
//
// The buffer keeps its storage: once it has held as many events as a list
// needs, filling it again allocates nothing. It belongs to one game's event
// type at a time; a match of another game replaces the storage (one
// allocation) and makes the old contents unreadable. Thread-compatible.
#ifndef ARBITER_ENGINE_CORE_LEGAL_EVENTS_H_
#define ARBITER_ENGINE_CORE_LEGAL_EVENTS_H_

#include <memory>
#include <vector>

namespace arbiter {

// A unique address per type, standing in for RTTI (LegalEvents' storage,
// typed_match.h AsTyped()).
template <typename T>
const void* TypeTag() {
  static const char tag = 0;
  return &tag;
}

class LegalEvents {
 public:
  LegalEvents() = default;
  LegalEvents(LegalEvents&&) = default;
  LegalEvents& operator=(LegalEvents&&) = default;

  // The number of events the last fill left, 0 before the first.
  int size() const { return storage_ ? storage_->size() : 0; }
  bool empty() const { return size() == 0; }

  // For Match implementations (typed_match.h), not for callers: the events
  // as `Event`, emptied, keeping their capacity (replaced when the buffer
  // held another type); and a view of them, or nullptr when the buffer holds
  // another type. The view is valid until the next fill.
  template <typename Event>
  std::vector<Event>& Refill() {
    if (storage_ == nullptr || storage_->type() != TypeTag<Event>()) {
      storage_ = std::make_unique<Typed<Event>>();
    }
    auto& events = static_cast<Typed<Event>*>(storage_.get())->events;
    events.clear();
    return events;
  }
  template <typename Event>
  const std::vector<Event>* View() const {
    if (storage_ == nullptr || storage_->type() != TypeTag<Event>()) return nullptr;
    return &static_cast<const Typed<Event>*>(storage_.get())->events;
  }

 private:
  struct Storage {
    virtual ~Storage() = default;
    virtual const void* type() const = 0;
    virtual int size() const = 0;
  };
  template <typename Event>
  struct Typed final : Storage {
    const void* type() const override { return TypeTag<Event>(); }
    int size() const override { return static_cast<int>(events.size()); }
    std::vector<Event> events;
  };
  std::unique_ptr<Storage> storage_;
};

}  // namespace arbiter

#endif  // ARBITER_ENGINE_CORE_LEGAL_EVENTS_H_
