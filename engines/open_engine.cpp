#include "engines/chat_engine.h"
#include "engines/script_engine.h"

namespace vchess::engines {

Expected<std::unique_ptr<Engine>, EngineError> open_engine(const EngineSpec& spec,
                                                           PositionDialect dialect) {
  if (spec.command.empty()) return Unexpected{EngineError{"empty engine command"}};
  switch (spec.protocol) {
    case Protocol::Uci:
      return UciEngine::open(spec, dialect);
    case Protocol::Usi:
      return UsiEngine::open(spec);
    case Protocol::Perftree:
    case Protocol::Cli:
      return std::unique_ptr<Engine>(new ScriptEngine(spec));
  }
  return Unexpected{EngineError{"unknown protocol"}};
}

}  // namespace vchess::engines
