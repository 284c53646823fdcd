// SPDX-License-Identifier: GPL-3.0-or-later
#include "i18n.h"

#include <QCoreApplication>
#include <QLocale>
#include <QTranslator>

namespace rigsmith {

void installTranslations(QCoreApplication &app)
{
    const QString forced = qEnvironmentVariable("RIGSMITH_LANG");
    const QLocale locale = forced.isEmpty() ? QLocale() : QLocale(forced);
    auto *translator = new QTranslator(&app);
    if (translator->load(locale, QStringLiteral("rigsmith"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(translator);
    else
        delete translator;
}

} // namespace rigsmith
