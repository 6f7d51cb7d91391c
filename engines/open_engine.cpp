#include "engines/chat_engine.h"
#include "engines/script_engine.h"
#include "engines/shogi_text.h"
#include "engines/xboard_engine.h"

namespace vchess::engines {

std::string position_text(std::string_view text, PositionDialect dialect) {
  std::string out = dialect == PositionDialect::FsfShogi ? to_fsf_shogi(text)
                    : dialect == PositionDialect::Sfen   ? to_sfen(text)
                                                         : std::string();
  return out.empty() ? std::string(text) : out;
}

Expected<std::unique_ptr<Engine>, EngineError> open_engine(const EngineSpec& spec,
                                                           PositionDialect dialect) {
  if (spec.command.empty()) return Unexpected{EngineError{"empty engine command"}};
  switch (spec.protocol) {
    case Protocol::Uci:
      return UciEngine::open(spec, dialect);
    case Protocol::Usi:
      return UsiEngine::open(spec);
    case Protocol::Xboard:
      return XboardEngine::open(spec, dialect);
    case Protocol::Perftree:
    case Protocol::Cli:
      return std::unique_ptr<Engine>(new ScriptEngine(spec, dialect));
  }
  return Unexpected{EngineError{"unknown protocol"}};
}

}  // namespace vchess::engines
