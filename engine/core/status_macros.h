// Early-return helpers for absl::Status and absl::StatusOr.
//
//   ARBITER_RETURN_IF_ERROR(CheckTurn(state, event));
//   ARBITER_ASSIGN_OR_RETURN(AreaIndex area, DecodeArea(value));
//
// The returned status is the callee's, unchanged (its Rejection payload
// included).
#ifndef ARBITER_ENGINE_CORE_STATUS_MACROS_H_
#define ARBITER_ENGINE_CORE_STATUS_MACROS_H_

#include "absl/status/status.h"
#include "absl/status/statusor.h"

#define ARBITER_RETURN_IF_ERROR(expr)                   \
  do {                                                  \
    if (absl::Status arbiter_status_ = (expr);          \
        !arbiter_status_.ok()) {                        \
      return arbiter_status_;                           \
    }                                                   \
  } while (0)

#define ARBITER_STATUS_CONCAT_INNER_(a, b) a##b
#define ARBITER_STATUS_CONCAT_(a, b) ARBITER_STATUS_CONCAT_INNER_(a, b)
#define ARBITER_ASSIGN_OR_RETURN(lhs, expr) \
  ARBITER_ASSIGN_OR_RETURN_IMPL_(           \
      ARBITER_STATUS_CONCAT_(arbiter_statusor_, __LINE__), lhs, expr)
#define ARBITER_ASSIGN_OR_RETURN_IMPL_(statusor, lhs, expr) \
  auto statusor = (expr);                                   \
  if (!statusor.ok()) return statusor.status();             \
  lhs = *std::move(statusor)

#endif  // ARBITER_ENGINE_CORE_STATUS_MACROS_H_
