// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/partenums.h"

#include <QComboBox>

namespace rigsmith::ui {

// Every value of an enum as a choice: its display name shown, the value as the item's data.
template<typename E>
void fillChoices(QComboBox *box)
{
    for (E v : core::allValues<E>())
        box->addItem(displayName(v), int(v));
}

} // namespace rigsmith::ui
