// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "db/session/catalogsession.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QList>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace rigsmith::cli {

inline constexpr int kExitOk = 0;
inline constexpr int kExitFindings = 1; // validate: the build has errors; suggest: nothing qualifies

// How much of the user's overlay (custom parts, prices, corrected layouts) a verb's catalog carries.
enum class OverlayUse {
    None, // the catalog as shipped
    Always,
    UnlessNoOverlay, // the verb takes --no-overlay
};

// One run of a verb: its options as parsed, the arguments after the verb's name, and the catalog,
// opened once and only when the verb asks for it.
class Invocation
{
public:
    Invocation(const QCommandLineParser &options, QStringList arguments, OverlayUse overlay);
    ~Invocation();

    const QCommandLineParser &options() const { return mOptions; }
    bool isSet(const QString &name) const { return mOptions.isSet(name); }
    QString value(const QString &name) const { return mOptions.value(name); }
    // The arguments after the verb's name ("show FILE": FILE).
    const QStringList &arguments() const { return mArguments; }
    bool json() const;

    // The catalog session (the catalog --catalog names, or the bundled one, with the overlay the
    // verb declares), opened on the first call.
    const db::CatalogSession &session();
    // The catalog, its notices on stderr; or null after saying why it cannot be opened.
    const core::PartCatalog *requireCatalog();
    // The catalog where there is one (notices on stderr), else null; `sayWhenMissing` says why.
    const core::PartCatalog *catalogIfAny(bool sayWhenMissing);

private:
    const QCommandLineParser &mOptions;
    QStringList mArguments;
    OverlayUse mOverlay;
    std::unique_ptr<db::CatalogSession> mSession;
};

// A verb of rigsmith-cli: its name, its help and the options it takes (any other is refused), and
// what it does. Each verb is one class, listed once in the registry (commandregistry.cpp).
class Command
{
public:
    virtual ~Command() = default;
    virtual QString name() const = 0;
    // How it is called, after "rigsmith-cli " ("show FILE [--json]"); may span lines.
    virtual QString synopsis() const = 0;
    // What it does, in a sentence or two.
    virtual QString summary() const = 0;
    // The options it takes besides the general ones (--help, --version, --catalog) and, by
    // overlay(), --no-overlay.
    virtual QList<QCommandLineOption> options() const { return {}; }
    virtual OverlayUse overlay() const { return OverlayUse::None; }
    // Draws widgets' scenes (a GUI application on the offscreen platform).
    virtual bool draws() const { return false; }
    // The exit status: 0, 1 (findings, nothing qualifies) or 2 (bad input, said on stderr).
    virtual int run(Invocation &invocation) const = 0;
};

// --currency as every verb reads it (core::currencyCode, core::checkCurrency: any case, a currency
// in use): the code, `fallback` when the option is not given, or nothing with `error` saying why.
std::optional<QString> currencyOption(
    const QCommandLineParser &parser, const QString &fallback, QString &error);

// Options several verbs declare alike.
QCommandLineOption jsonOption();
QCommandLineOption valueOption(const char *name, const QString &help, const char *valueName);
QCommandLineOption flagOption(const char *name, const QString &help);

} // namespace rigsmith::cli
