//! Generated from ALGOL 60 by `attic translate programs/algol/mate-in-6.alg`: do not edit by hand.
//! Typed Rust: each procedure a function over typed values.

#![allow(non_snake_case, non_upper_case_globals, mixed_script_confusables, confusable_idents, uncommon_codepoints, unused, unreachable_code, unused_labels, unused_braces, unused_parens, clippy::all)]

use crate::algol::runtime as rt;
use self::rt::{Fr, Op, SlotInit, StdFn, Ty, R, Rt, V};

static LINES: &[&str] = &[
"begin",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"  integer array РУБЕЖ ХОДОВ, q[0:13], СПИСОК[1:10500];",
"  Boolean array ВОЗМОЖЕН ПАТ[1:5];",
"  integer array ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ[1:64], ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ[0:16],",
"    ШАГ ВЕРТИКАЛИ, ШАГ ГОРИЗОНТАЛИ[1:16];",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"  procedure ОБЗОР ХОДОВ(ПОЛЯ, СВОЯ ДОСКА, ЧУЖАЯ ДОСКА, n, МЕТКА);",
"",
"",
"",
"",
"",
"    procedure ЗАПИСЬ(НА, Е);  value НА, Е;  integer НА, Е;",
"",
"      С := ЧУЖАЯ ДОСКА[НА];",
"      if С - С ÷ 10 × 10 = 6 ∨ С - С ÷ 10 × 10 = 7 then go to МЕТКА;",
"      m := m + 1;  СПИСОК[m] := ОТКУДА + НА;",
"      if Е > 0 then begin m := m + 1;  СПИСОК[m] := Е end;",
"      m := m + 1;  СПИСОК[m] := -(ОТКУДА + НА + 10000 × (С + ФИГУРА))",
"",
"",
"    procedure ХОД ПЕШКИ(НА);  value НА;  integer НА;",
"      if НА > 56 ∨ НА < 9 then",
"      begin ЗАПИСЬ(НА, 5);  ЗАПИСЬ(НА, 4);  ЗАПИСЬ(НА, 3);  ЗАПИСЬ(НА, 2) end",
"      else ЗАПИСЬ(НА, 0);",
"",
"    procedure РОКИРОВКА(НА, УГОЛ);  value НА, УГОЛ;  integer НА, УГОЛ;",
"",
"      if УГОЛ > ПОЛЕ then begin ОТ := ПОЛЕ + 1;  ДО := УГОЛ - 1 end",
"      else begin ОТ := УГОЛ + 1;  ДО := ПОЛЕ - 1 end;",
"      for П := ОТ step 1 until ДО do",
"        if СВОЯ ДОСКА[П] ≠ 0 ∨ ЧУЖАЯ ДОСКА[П] ≠ 0 then go to ЗАНЯТО;",
"      m := m + 1;  СПИСОК[m] := ОТКУДА + НА;",
"      m := m + 1;  СПИСОК[m] := -(100 × УГОЛ + (ПОЛЕ + НА) ÷ 2 + 10000000 × СВОЯ ДОСКА[УГОЛ]);",
"",
"",
"",
"",
"",
"",
"    m := n + 1;  СПИСОК[m] := 0;",
"    НАПР := ПОЛЯ[0];  ДОМ := if НАПР > 0 then 5 else 61;",
"    for j := 1 step 1 until 16 do",
"",
"      ПОЛЕ := ПОЛЯ[j];",
"      if ПОЛЕ ≠ 0 then",
"",
"        КОД := СВОЯ ДОСКА[ПОЛЕ] - 10 × j;",
"        if КОД > 0 ∧ КОД < 10 then",
"",
"          В := (ПОЛЕ - 1) - (ПОЛЕ - 1) ÷ 8 × 8;  Г := (ПОЛЕ - 1) ÷ 8;",
"          ОТКУДА := 100 × ПОЛЕ;  ФИГУРА := 1000 × СВОЯ ДОСКА[ПОЛЕ];",
"          if КОД = 1 then",
"",
"            t := ПОЛЕ + НАПР;",
"            if СВОЯ ДОСКА[t] = 0 then",
"",
"              if ЧУЖАЯ ДОСКА[t] = 0 then",
"",
"                ХОД ПЕШКИ(t);",
"                if Г = (if НАПР > 0 then 1 else 6) then",
"",
"                  if СВОЯ ДОСКА[t + НАПР] = 0 then",
"                  begin if ЧУЖАЯ ДОСКА[t + НАПР] = 0 then ЗАПИСЬ(t + НАПР, 0) end",
"",
"",
"",
"            if В > 0 then begin if ЧУЖАЯ ДОСКА[t - 1] ≠ 0 then ХОД ПЕШКИ(t - 1) end;",
"            if В < 7 then begin if ЧУЖАЯ ДОСКА[t + 1] ≠ 0 then ХОД ПЕШКИ(t + 1) end",
"",
"",
"",
"            if КОД = 2 then begin ПЕРВОЕ := 9;  ПОСЛЕДНЕЕ := 16 end",
"            else if КОД = 3 then begin ПЕРВОЕ := 5;  ПОСЛЕДНЕЕ := 8 end",
"            else if КОД = 4 ∨ КОД = 8 then begin ПЕРВОЕ := 1;  ПОСЛЕДНЕЕ := 4 end",
"            else begin ПЕРВОЕ := 1;  ПОСЛЕДНЕЕ := 8 end;",
"            ДАЛЬНОБОЙНАЯ := КОД ≠ 2 ∧ КОД ≠ 6 ∧ КОД ≠ 7;",
"            for k := ПЕРВОЕ step 1 until ПОСЛЕДНЕЕ do",
"",
"              x := В;  y := Г;",
"            ЛУЧ:",
"              x := x + ШАГ ВЕРТИКАЛИ[k];  y := y + ШАГ ГОРИЗОНТАЛИ[k];",
"              if x ≥ 0 ∧ x < 8 ∧ y ≥ 0 ∧ y < 8 then",
"",
"                t := 8 × y + x + 1;",
"                if СВОЯ ДОСКА[t] = 0 then",
"",
"                  С := ЧУЖАЯ ДОСКА[t];",
"                  if С ≠ 0 then",
"                  begin if С - С ÷ 10 × 10 = 6 ∨ С - С ÷ 10 × 10 = 7 then go to МЕТКА end;",
"                  СПИСОК[m + 1] := ОТКУДА + t;",
"                  СПИСОК[m + 2] := -(ОТКУДА + t + 10000 × (С + ФИГУРА));",
"                  m := m + 2;",
"                  if ДАЛЬНОБОЙНАЯ ∧ С = 0 then go to ЛУЧ",
"",
"",
"",
"            if КОД = 7 ∧ ПОЛЕ = ДОМ then",
"",
"              if СВОЯ ДОСКА[ДОМ + 3] - СВОЯ ДОСКА[ДОМ + 3] ÷ 10 × 10 = 8 then",
"                РОКИРОВКА(ДОМ + 2, ДОМ + 3);",
"              if СВОЯ ДОСКА[ДОМ - 4] - СВОЯ ДОСКА[ДОМ - 4] ÷ 10 × 10 = 8 then",
"                РОКИРОВКА(ДОМ - 2, ДОМ - 4)",
"",
"",
"",
"",
"",
"    n := m",
"",
"",
"",
"",
"",
"",
"",
"",
"  procedure ВОЗВРАТ ХОДА(З, СВОЯ ДОСКА, ЧУЖАЯ ДОСКА, СВОИ ПОЛЯ);",
"",
"",
"    З := -З;",
"    М := З ÷ 10000000;  З := З - 10000000 × М;",
"    С := З ÷ 10000;  З := З - 10000 × С;",
"    ИЗ := З ÷ 100;  НА := З - 100 × ИЗ;",
"    СВОЯ ДОСКА[НА] := 0;  ЧУЖАЯ ДОСКА[НА] := С;",
"    СВОЯ ДОСКА[ИЗ] := М;  СВОИ ПОЛЯ[М ÷ 10] := ИЗ",
"",
"",
"",
"",
"",
"",
"",
"  procedure ВОЗВРАТ КОРОЛЯ(i, ДОМ, СВОИ ПОЛЯ, СВОЯ ДОСКА);",
"",
"",
"    if СПИСОК[i] ÷ 100 = ДОМ then",
"",
"      НА := СПИСОК[i] - 100 × ДОМ;",
"      if НА = ДОМ + 2 ∨ НА = ДОМ - 2 then",
"",
"        К := СВОЯ ДОСКА[НА];",
"        if К - К ÷ 10 × 10 = 6 then",
"        begin СВОЯ ДОСКА[НА] := 0;  СВОЯ ДОСКА[ДОМ] := К + 1;  СВОИ ПОЛЯ[К ÷ 10] := ДОМ end",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"  procedure ВЫПОЛНЕНИЕ ХОДА(i, СВОЯ ДОСКА, ЧУЖАЯ ДОСКА, СВОИ ПОЛЯ, ЧУЖИЕ ПОЛЯ, ДАЛЕЕ);",
"",
"",
"",
"    Х := СПИСОК[i];",
"    if Х < 0 then",
"",
"      ВОЗВРАТ ХОДА(Х, СВОЯ ДОСКА, ЧУЖАЯ ДОСКА, СВОИ ПОЛЯ);",
"      ВОЗВРАТ КОРОЛЯ(if q[УРОВЕНЬ] = -1 then i - 2 else i - 1,",
"        if СВОИ ПОЛЯ[0] > 0 then 5 else 61, СВОИ ПОЛЯ, СВОЯ ДОСКА);",
"      go to ДАЛЕЕ",
"",
"    if Х < 100 then go to ДАЛЕЕ;",
"    ИЗ := Х ÷ 100;  НА := Х - 100 × ИЗ;",
"    М := СВОЯ ДОСКА[ИЗ];  j := М ÷ 10;  КОД := М - 10 × j;",
"    if СПИСОК[i + 1] > 0 then begin q[УРОВЕНЬ] := -1;  КОД := СПИСОК[i + 1] end",
"    else q[УРОВЕНЬ] := 0;",
"    if КОД = 7 then КОД := 6 else if КОД = 8 then КОД := 4;",
"    СВОЯ ДОСКА[ИЗ] := 0;  СВОЯ ДОСКА[НА] := 10 × j + КОД;",
"    ЧУЖАЯ ДОСКА[НА] := 0;  СВОИ ПОЛЯ[j] := НА;",
"    УРОВЕНЬ := УРОВЕНЬ + 1;",
"    if М - 10 × j = 7 ∧ (НА = ИЗ + 2 ∨ НА = ИЗ - 2) then",
"",
"",
"",
"      УГОЛ := if НА > ИЗ then ИЗ + 3 else ИЗ - 4;  СРЕДНЕЕ := (ИЗ + НА) ÷ 2;",
"      ЛАДЬЯ := СВОЯ ДОСКА[УГОЛ] - 4;  СВОЯ ДОСКА[УГОЛ] := 0;  СВОИ ПОЛЯ[ЛАДЬЯ ÷ 10] := СРЕДНЕЕ;",
"      СВОЯ ДОСКА[ИЗ] := 6;  СВОЯ ДОСКА[СРЕДНЕЕ] := 6;",
"      n := РУБЕЖ ХОДОВ[УРОВЕНЬ - 1];",
"      ОБЗОР ХОДОВ(ЧУЖИЕ ПОЛЯ, ЧУЖАЯ ДОСКА, СВОЯ ДОСКА, n, ПОД УДАРОМ);",
"      СВОЯ ДОСКА[ИЗ] := 0;  СВОЯ ДОСКА[СРЕДНЕЕ] := ЛАДЬЯ;",
"",
"    ПОД УДАРОМ:",
"      СВОЯ ДОСКА[ИЗ] := 0;  СВОЯ ДОСКА[СРЕДНЕЕ] := ЛАДЬЯ;",
"      go to ДАЛЕЕ",
"",
"  ОТВЕТНЫЕ ХОДЫ:",
"    n := РУБЕЖ ХОДОВ[УРОВЕНЬ - 1];",
"    ОБЗОР ХОДОВ(ЧУЖИЕ ПОЛЯ, ЧУЖАЯ ДОСКА, СВОЯ ДОСКА, n, ДАЛЕЕ);",
"    РУБЕЖ ХОДОВ[УРОВЕНЬ] := n",
"",
"",
"",
"",
"",
"",
"",
"",
"  procedure ВВОД ФИГУР(ПОЛЯ, ДОСКА);  integer array ПОЛЯ, ДОСКА;",
"",
"    input(k);",
"    for j := 1 step 1 until 16 do ПОЛЯ[j] := 0;",
"    for j := 1 step 1 until k do",
"",
"      input(КОД, ПОЛЕ);",
"      ПОЛЕ := 8 × (ПОЛЕ - ПОЛЕ ÷ 10 × 10 - 1) + ПОЛЕ ÷ 10;",
"      ПОЛЯ[j] := ПОЛЕ;  ДОСКА[ПОЛЕ] := 10 × j + КОД",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"    procedure ПЕЧАТЬ ПОЛЯ(П);  value П;  integer П;",
"",
"      outchar(1, 'abcdefgh', П - (П - 1) ÷ 8 × 8);",
"      outchar(1, '12345678', (П - 1) ÷ 8 + 1)",
"",
"",
"    if УРОВЕНЬ = 2 then",
"",
"      Х := СПИСОК[Б1];",
"      output('/');  outstring(1, 'КЛЮЧ ');",
"      ПЕЧАТЬ ПОЛЯ(Х ÷ 100);  ПЕЧАТЬ ПОЛЯ(Х - Х ÷ 100 × 100);",
"      if q[1] = -1 then outchar(1, 'nbrq', СПИСОК[Б1 + 1] - 1)",
"",
"    for Г := 7 step -1 until 0 do",
"",
"      output('/');  outchar(1, '12345678', Г + 1);  outstring(1, ' ');",
"      for В := 1 step 1 until 8 do",
"",
"        К := ДОСКА БЕЛЫХ[8 × Г + В];",
"        if К ≠ 0 then outchar(1, 'PNBRQKKR', К - К ÷ 10 × 10)",
"",
"",
"          К := ДОСКА ЧЕРНЫХ[8 × Г + В];",
"          if К ≠ 0 then outchar(1, 'pnbrqkkr', К - К ÷ 10 × 10) else outstring(1, '.')",
"",
"",
"",
"    output('/');  outstring(1, '  abcdefgh');  output('/')",
"",
"",
"",
"",
"",
"  ШАГ ВЕРТИКАЛИ[1] := 1;  ШАГ ГОРИЗОНТАЛИ[1] := 0;",
"  ШАГ ВЕРТИКАЛИ[2] := -1;  ШАГ ГОРИЗОНТАЛИ[2] := 0;",
"  ШАГ ВЕРТИКАЛИ[3] := 0;  ШАГ ГОРИЗОНТАЛИ[3] := 1;",
"  ШАГ ВЕРТИКАЛИ[4] := 0;  ШАГ ГОРИЗОНТАЛИ[4] := -1;",
"  ШАГ ВЕРТИКАЛИ[5] := 1;  ШАГ ГОРИЗОНТАЛИ[5] := 1;",
"  ШАГ ВЕРТИКАЛИ[6] := 1;  ШАГ ГОРИЗОНТАЛИ[6] := -1;",
"  ШАГ ВЕРТИКАЛИ[7] := -1;  ШАГ ГОРИЗОНТАЛИ[7] := 1;",
"  ШАГ ВЕРТИКАЛИ[8] := -1;  ШАГ ГОРИЗОНТАЛИ[8] := -1;",
"  ШАГ ВЕРТИКАЛИ[9] := 1;  ШАГ ГОРИЗОНТАЛИ[9] := 2;",
"  ШАГ ВЕРТИКАЛИ[10] := 2;  ШАГ ГОРИЗОНТАЛИ[10] := 1;",
"  ШАГ ВЕРТИКАЛИ[11] := 2;  ШАГ ГОРИЗОНТАЛИ[11] := -1;",
"  ШАГ ВЕРТИКАЛИ[12] := 1;  ШАГ ГОРИЗОНТАЛИ[12] := -2;",
"  ШАГ ВЕРТИКАЛИ[13] := -1;  ШАГ ГОРИЗОНТАЛИ[13] := -2;",
"  ШАГ ВЕРТИКАЛИ[14] := -2;  ШАГ ГОРИЗОНТАЛИ[14] := -1;",
"  ШАГ ВЕРТИКАЛИ[15] := -2;  ШАГ ГОРИЗОНТАЛИ[15] := 1;",
"  ШАГ ВЕРТИКАЛИ[16] := -1;  ШАГ ГОРИЗОНТАЛИ[16] := 2;",
"ОЧИСТКА ДОСОК:",
"  for i := 1 step 1 until 64 do ДОСКА БЕЛЫХ[i] := ДОСКА ЧЕРНЫХ[i] := 0;",
"ВВОД ЧИСЛА ХОДОВ: input(s);  ss := 2 × s;",
"  for i := 0 step 1 until ss + 1 do",
"  begin РУБЕЖ ХОДОВ[i] := 1;  q[i] := 0 end;",
"",
"",
"",
"  ПОЛЯ БЕЛЫХ[0] := 8;  ПОЛЯ ЧЕРНЫХ[0] := -8;",
"  ВВОД ФИГУР(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ);  ВВОД ФИГУР(ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ);",
"  УРОВЕНЬ := 1;  ПЕЧАТЬ ПОЗИЦИИ;",
"  n := РУБЕЖ ХОДОВ[0];",
"  ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, ОШИБКА);",
"  РУБЕЖ ХОДОВ[1] := n;",
"НАЧАЛО:",
"  for Б1 := 3 step 1 until РУБЕЖ ХОДОВ[1] do",
"",
"    ВОЗМОЖЕН ПАТ[1] := true;",
"    ВЫПОЛНЕНИЕ ХОДА(Б1, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, Б1 ПРОДОЛЖЕНИЕ);",
"    for Ч1 := РУБЕЖ ХОДОВ[1] + 2 step 1 until РУБЕЖ ХОДОВ[2] do",
"",
"      ВЫПОЛНЕНИЕ ХОДА(Ч1, ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, Ч1 ПРОДОЛЖЕНИЕ);",
"      if s = 2 then go to ПОСЛЕДНИЙ ХОД;",
"      for Б2 := РУБЕЖ ХОДОВ[2] + 2 step 1 until РУБЕЖ ХОДОВ[3] do",
"",
"        ВОЗМОЖЕН ПАТ[1] := false;  ВОЗМОЖЕН ПАТ[2] := true;",
"        ВЫПОЛНЕНИЕ ХОДА(Б2, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, Б2 ПРОДОЛЖЕНИЕ);",
"",
"",
"        for Ч2 := РУБЕЖ ХОДОВ[3] + 2 step 1 until РУБЕЖ ХОДОВ[4] do",
"",
"          ВЫПОЛНЕНИЕ ХОДА(Ч2, ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, Ч2 ПРОДОЛЖЕНИЕ);",
"",
"          if s = 3 then go to ПОСЛЕДНИЙ ХОД;",
"          for Б3 := РУБЕЖ ХОДОВ[4] + 2 step 1 until РУБЕЖ ХОДОВ[5] do",
"",
"            ВОЗМОЖЕН ПАТ[2] := false;  ВОЗМОЖЕН ПАТ[3] := true;",
"            ВЫПОЛНЕНИЕ ХОДА(Б3, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, Б3 ПРОДОЛЖЕНИЕ);",
"            for Ч3 := РУБЕЖ ХОДОВ[5] + 2 step 1 until РУБЕЖ ХОДОВ[6] do",
"",
"              ВЫПОЛНЕНИЕ ХОДА(Ч3, ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, Ч3 ПРОДОЛЖЕНИЕ);",
"              if s = 4 then go to ПОСЛЕДНИЙ ХОД;",
"              for Б4 := РУБЕЖ ХОДОВ[6] + 2 step 1 until РУБЕЖ ХОДОВ[7] do",
"",
"                ВОЗМОЖЕН ПАТ[3] := false;  ВОЗМОЖЕН ПАТ[4] := true;",
"                ВЫПОЛНЕНИЕ ХОДА(Б4, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, Б4 ПРОДОЛЖЕНИЕ);",
"                for Ч4 := РУБЕЖ ХОДОВ[7] + 2 step 1 until РУБЕЖ ХОДОВ[8] do",
"",
"                  ВЫПОЛНЕНИЕ ХОДА(Ч4, ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, Ч4 ПРОДОЛЖЕНИЕ);",
"                  if s = 5 then go to ПОСЛЕДНИЙ ХОД;",
"                  for Б5 := РУБЕЖ ХОДОВ[8] + 2 step 1 until РУБЕЖ ХОДОВ[9] do",
"",
"                    ВОЗМОЖЕН ПАТ[4] := false;  ВОЗМОЖЕН ПАТ[5] := true;",
"                    ВЫПОЛНЕНИЕ ХОДА(Б5, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, Б5 ПРОДОЛЖЕНИЕ);",
"                    for Ч5 := РУБЕЖ ХОДОВ[9] + 2 step 1 until РУБЕЖ ХОДОВ[10] do",
"",
"                      ВЫПОЛНЕНИЕ ХОДА(Ч5, ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, Ч5 ПРОДОЛЖЕНИЕ);",
"        ПОСЛЕДНИЙ ХОД:",
"          for ББ := РУБЕЖ ХОДОВ[ss - 2] + 2 step 1 until РУБЕЖ ХОДОВ[ss - 1] do",
"",
"            ВОЗМОЖЕН ПАТ[s - 1] := false;",
"            ВЫПОЛНЕНИЕ ХОДА(ББ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, ББ ПРОДОЛЖЕНИЕ);",
"          ЕСТЬ ЛИ ШАХ ЧЕРНЫМ:",
"            n := РУБЕЖ ХОДОВ[ss];",
"            ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, ШАХ ЧЕРНЫМ);",
"",
"          ШАХ ЧЕРНЫМ:",
"            for ЧЧ := РУБЕЖ ХОДОВ[ss - 1] + 2 step 1 until РУБЕЖ ХОДОВ[ss] do",
"",
"              ВЫПОЛНЕНИЕ ХОДА(ЧЧ, ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, ЧЧ ПРОДОЛЖЕНИЕ);",
"            УШЛИ ОТ ШАХА:",
"              УРОВЕНЬ := ss;",
"              ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then ЧЧ + 2 else ЧЧ + 1],",
"",
"",
"            ЧЧ ПРОДОЛЖЕНИЕ:",
"              УРОВЕНЬ := ss",
"",
"          ЧЕРНЫЕ БЕРУТ НАЗАД СВОЙ ПРЕДЫДУЩИЙ ХОД:",
"            УРОВЕНЬ := ss - 1;",
"            ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then ББ + 2 else ББ + 1],",
"",
"            ВОЗВРАТ КОРОЛЯ(ББ, 5, ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ);",
"            go to if s = 2 then Ч1 ПРОДОЛЖЕНИЕ else",
"              if s = 3 then Ч2 ПРОДОЛЖЕНИЕ else",
"              if s = 4 then Ч3 ПРОДОЛЖЕНИЕ else",
"              if s = 5 then Ч4 ПРОДОЛЖЕНИЕ else Ч5 ПРОДОЛЖЕНИЕ;",
"",
"          ББ ПРОДОЛЖЕНИЕ:",
"            УРОВЕНЬ := ss - 1",
"",
"          if s = 2 then go to БЕЛЫЕ БЕРУТ НАЗАД СВОЙ ПЕРВЫЙ ХОД;",
"",
"          if s = 3 then go to БЕЛЫЕ БЕРУТ НАЗАД СВОЙ ВТОРОЙ ХОД;",
"          if s = 4 then go to БЕЛЫЕ БЕРУТ НАЗАД СВОЙ ТРЕТИЙ ХОД;",
"          if s = 5 then go to БЕЛЫЕ БЕРУТ НАЗАД СВОЙ ЧЕТВЕРТЫЙ ХОД;",
"        БЕЛЫЕ БЕРУТ НАЗАД СВОЙ ПЯТЫЙ ХОД:",
"",
"          ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then Ч5 + 2 else Ч5 + 1],",
"",
"          ВОЗВРАТ КОРОЛЯ(Ч5, 61, ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ);",
"",
"        Ч5 ПРОДОЛЖЕНИЕ:",
"",
"",
"        n := РУБЕЖ ХОДОВ[10];",
"        if ВОЗМОЖЕН ПАТ[5] then",
"",
"",
"          ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, ЧЕРНЫЕ БЕРУТ НАЗАД СВОЙ ЧЕТВЕРТЫЙ ХОД);",
"",
"",
"",
"      ЧЕРНЫЕ БЕРУТ НАЗАД СВОЙ ЧЕТВЕРТЫЙ ХОД:",
"",
"        ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then Б5 + 2 else Б5 + 1],",
"",
"        ВОЗВРАТ КОРОЛЯ(Б5, 5, ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ);",
"",
"      Б5 ПРОДОЛЖЕНИЕ:",
"",
"",
"        БЕЛЫЕ БЕРУТ НАЗАД СВОЙ ЧЕТВЕРТЫЙ ХОД:",
"",
"          ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then Ч4 + 2 else Ч4 + 1],",
"",
"          ВОЗВРАТ КОРОЛЯ(Ч4, 61, ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ);",
"",
"        Ч4 ПРОДОЛЖЕНИЕ:",
"",
"",
"        n := РУБЕЖ ХОДОВ[8];",
"        if ВОЗМОЖЕН ПАТ[4] then",
"",
"",
"          ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, ЧЕРНЫЕ БЕРУТ НАЗАД СВОЙ ТРЕТИЙ ХОД);",
"",
"",
"",
"      ЧЕРНЫЕ БЕРУТ НАЗАД СВОЙ ТРЕТИЙ ХОД:",
"",
"        ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then Б4 + 2 else Б4 + 1],",
"",
"        ВОЗВРАТ КОРОЛЯ(Б4, 5, ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ);",
"",
"      Б4 ПРОДОЛЖЕНИЕ:",
"",
"",
"        БЕЛЫЕ БЕРУТ НАЗАД СВОЙ ТРЕТИЙ ХОД:",
"",
"          ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then Ч3 + 2 else Ч3 + 1],",
"",
"          ВОЗВРАТ КОРОЛЯ(Ч3, 61, ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ);",
"",
"        Ч3 ПРОДОЛЖЕНИЕ:",
"",
"",
"        n := РУБЕЖ ХОДОВ[6];",
"        if ВОЗМОЖЕН ПАТ[3] then",
"",
"",
"          ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, ЧЕРНЫЕ БЕРУТ НАЗАД СВОЙ ВТОРОЙ ХОД);",
"",
"",
"",
"      ЧЕРНЫЕ БЕРУТ НАЗАД СВОЙ ВТОРОЙ ХОД:",
"",
"        ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then Б3 + 2 else Б3 + 1],",
"",
"        ВОЗВРАТ КОРОЛЯ(Б3, 5, ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ);",
"",
"      Б3 ПРОДОЛЖЕНИЕ:",
"",
"",
"        БЕЛЫЕ БЕРУТ НАЗАД СВОЙ ВТОРОЙ ХОД:",
"",
"          ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then Ч2 + 2 else Ч2 + 1],",
"",
"          ВОЗВРАТ КОРОЛЯ(Ч2, 61, ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ);",
"",
"        Ч2 ПРОДОЛЖЕНИЕ:",
"",
"",
"        n := РУБЕЖ ХОДОВ[4];",
"        if ВОЗМОЖЕН ПАТ[2] then",
"",
"",
"          ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, ЧЕРНЫЕ БЕРУТ НАЗАД СВОЙ ПЕРВЫЙ ХОД);",
"",
"",
"",
"      ЧЕРНЫЕ БЕРУТ НАЗАД СВОЙ ПЕРВЫЙ ХОД:",
"",
"        ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then Б2 + 2 else Б2 + 1],",
"",
"        ВОЗВРАТ КОРОЛЯ(Б2, 5, ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ);",
"",
"      Б2 ПРОДОЛЖЕНИЕ:",
"",
"",
"    БЕЛЫЕ БЕРУТ НАЗАД СВОЙ ПЕРВЫЙ ХОД:",
"",
"      ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then Ч1 + 2 else Ч1 + 1],",
"",
"      ВОЗВРАТ КОРОЛЯ(Ч1, 61, ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ);",
"",
"    Ч1 ПРОДОЛЖЕНИЕ:",
"",
"",
"    n := РУБЕЖ ХОДОВ[2];",
"    if ВОЗМОЖЕН ПАТ[1] then",
"",
"",
"      ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, МАТ1);",
"",
"",
"",
"    output('/,T,РЕШЕНИЕ,/');",
"",
"  МАТ1:",
"",
"  ОТВЕТ:",
"",
"",
"",
"  Б1 ПРОДОЛЖЕНИЕ:",
"",
"",
"  output('/,T,ХОДЫ БЕЛЫХ ИСЧЕРПАНЫ,/');",
"",
"ОШИБКА:",
];

static SITES: &[rt::Site] = &[
rt::Site { line: 31, col: 17, width: 11, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 31, col: 39, width: 6, name: "СПИСОК" },
rt::Site { line: 32, col: 17, width: 12, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 33, col: 17, width: 11, name: "ДОСКА БЕЛЫХ" },
rt::Site { line: 33, col: 50, width: 10, name: "ПОЛЯ БЕЛЫХ" },
rt::Site { line: 34, col: 5, width: 13, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 295, col: 3, width: 21, name: "" },
rt::Site { line: 295, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 295, col: 27, width: 23, name: "" },
rt::Site { line: 295, col: 27, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 296, col: 3, width: 22, name: "" },
rt::Site { line: 296, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 296, col: 28, width: 23, name: "" },
rt::Site { line: 296, col: 28, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 297, col: 3, width: 21, name: "" },
rt::Site { line: 297, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 297, col: 27, width: 23, name: "" },
rt::Site { line: 297, col: 27, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 298, col: 3, width: 21, name: "" },
rt::Site { line: 298, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 298, col: 27, width: 24, name: "" },
rt::Site { line: 298, col: 27, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 299, col: 3, width: 21, name: "" },
rt::Site { line: 299, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 299, col: 27, width: 23, name: "" },
rt::Site { line: 299, col: 27, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 300, col: 3, width: 21, name: "" },
rt::Site { line: 300, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 300, col: 27, width: 24, name: "" },
rt::Site { line: 300, col: 27, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 301, col: 3, width: 22, name: "" },
rt::Site { line: 301, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 301, col: 28, width: 23, name: "" },
rt::Site { line: 301, col: 28, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 302, col: 3, width: 22, name: "" },
rt::Site { line: 302, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 302, col: 28, width: 24, name: "" },
rt::Site { line: 302, col: 28, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 303, col: 3, width: 21, name: "" },
rt::Site { line: 303, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 303, col: 27, width: 23, name: "" },
rt::Site { line: 303, col: 27, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 304, col: 3, width: 22, name: "" },
rt::Site { line: 304, col: 3, width: 17, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 304, col: 28, width: 24, name: "" },
rt::Site { line: 304, col: 28, width: 19, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 305, col: 3, width: 22, name: "" },
rt::Site { line: 305, col: 3, width: 17, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 305, col: 28, width: 25, name: "" },
rt::Site { line: 305, col: 28, width: 19, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 306, col: 3, width: 22, name: "" },
rt::Site { line: 306, col: 3, width: 17, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 306, col: 28, width: 25, name: "" },
rt::Site { line: 306, col: 28, width: 19, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 307, col: 3, width: 23, name: "" },
rt::Site { line: 307, col: 3, width: 17, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 307, col: 29, width: 25, name: "" },
rt::Site { line: 307, col: 29, width: 19, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 308, col: 3, width: 23, name: "" },
rt::Site { line: 308, col: 3, width: 17, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 308, col: 29, width: 25, name: "" },
rt::Site { line: 308, col: 29, width: 19, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 309, col: 3, width: 23, name: "" },
rt::Site { line: 309, col: 3, width: 17, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 309, col: 29, width: 24, name: "" },
rt::Site { line: 309, col: 29, width: 19, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 310, col: 3, width: 23, name: "" },
rt::Site { line: 310, col: 3, width: 17, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 310, col: 29, width: 24, name: "" },
rt::Site { line: 310, col: 29, width: 19, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 311, col: 1, width: 1, name: "i" },
rt::Site { line: 312, col: 7, width: 1, name: "i" },
rt::Site { line: 312, col: 33, width: 38, name: "" },
rt::Site { line: 312, col: 33, width: 14, name: "ДОСКА БЕЛЫХ" },
rt::Site { line: 312, col: 45, width: 1, name: "i" },
rt::Site { line: 312, col: 51, width: 15, name: "ДОСКА ЧЕРНЫХ" },
rt::Site { line: 312, col: 64, width: 1, name: "i" },
rt::Site { line: 313, col: 1, width: 26, name: "input" },
rt::Site { line: 313, col: 30, width: 11, name: "" },
rt::Site { line: 313, col: 36, width: 5, name: "×" },
rt::Site { line: 313, col: 40, width: 1, name: "s" },
rt::Site { line: 314, col: 3, width: 1, name: "i" },
rt::Site { line: 314, col: 7, width: 1, name: "i" },
rt::Site { line: 314, col: 27, width: 6, name: "+" },
rt::Site { line: 314, col: 27, width: 2, name: "ss" },
rt::Site { line: 315, col: 9, width: 19, name: "" },
rt::Site { line: 315, col: 9, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 315, col: 21, width: 1, name: "i" },
rt::Site { line: 315, col: 31, width: 10, name: "" },
rt::Site { line: 315, col: 31, width: 4, name: "q" },
rt::Site { line: 315, col: 33, width: 1, name: "i" },
rt::Site { line: 319, col: 3, width: 18, name: "" },
rt::Site { line: 319, col: 3, width: 13, name: "ПОЛЯ БЕЛЫХ" },
rt::Site { line: 319, col: 24, width: 20, name: "" },
rt::Site { line: 319, col: 24, width: 14, name: "ПОЛЯ ЧЕРНЫХ" },
rt::Site { line: 320, col: 3, width: 35, name: "ВВОД ФИГУР" },
rt::Site { line: 242, col: 24, width: 4, name: "ПОЛЯ" },
rt::Site { line: 242, col: 30, width: 5, name: "ДОСКА" },
rt::Site { line: 320, col: 41, width: 37, name: "ВВОД ФИГУР" },
rt::Site { line: 321, col: 3, width: 12, name: "" },
rt::Site { line: 321, col: 18, width: 14, name: "ПЕЧАТЬ ПОЗИЦИИ" },
rt::Site { line: 322, col: 3, width: 19, name: "" },
rt::Site { line: 322, col: 8, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 323, col: 3, width: 61, name: "ОБЗОР ХОДОВ" },
rt::Site { line: 44, col: 25, width: 4, name: "ПОЛЯ" },
rt::Site { line: 44, col: 31, width: 10, name: "СВОЯ ДОСКА" },
rt::Site { line: 44, col: 43, width: 11, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 44, col: 56, width: 1, name: "n" },
rt::Site { line: 44, col: 59, width: 5, name: "МЕТКА" },
rt::Site { line: 324, col: 3, width: 19, name: "" },
rt::Site { line: 324, col: 21, width: 1, name: "n" },
rt::Site { line: 324, col: 3, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 325, col: 1, width: 1, name: "Б1" },
rt::Site { line: 326, col: 7, width: 2, name: "Б1" },
rt::Site { line: 326, col: 28, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 541, col: 1, width: 1, name: "output" },
rt::Site { line: 530, col: 3, width: 1, name: "output" },
rt::Site { line: 328, col: 5, width: 23, name: "" },
rt::Site { line: 328, col: 5, width: 15, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 329, col: 5, width: 87, name: "ВЫПОЛНЕНИЕ ХОДА" },
rt::Site { line: 194, col: 29, width: 1, name: "i" },
rt::Site { line: 194, col: 32, width: 10, name: "СВОЯ ДОСКА" },
rt::Site { line: 194, col: 44, width: 11, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 194, col: 57, width: 9, name: "СВОИ ПОЛЯ" },
rt::Site { line: 194, col: 68, width: 10, name: "ЧУЖИЕ ПОЛЯ" },
rt::Site { line: 194, col: 80, width: 5, name: "ДАЛЕЕ" },
rt::Site { line: 330, col: 5, width: 1, name: "Ч1" },
rt::Site { line: 330, col: 15, width: 18, name: "+" },
rt::Site { line: 330, col: 15, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 330, col: 9, width: 2, name: "Ч1" },
rt::Site { line: 330, col: 47, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 332, col: 7, width: 87, name: "ВЫПОЛНЕНИЕ ХОДА" },
rt::Site { line: 333, col: 10, width: 5, name: "" },
rt::Site { line: 333, col: 10, width: 5, name: "=" },
rt::Site { line: 333, col: 10, width: 1, name: "s" },
rt::Site { line: 334, col: 7, width: 1, name: "Б2" },
rt::Site { line: 334, col: 17, width: 18, name: "+" },
rt::Site { line: 334, col: 17, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 334, col: 11, width: 2, name: "Б2" },
rt::Site { line: 334, col: 49, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 336, col: 9, width: 24, name: "" },
rt::Site { line: 336, col: 9, width: 15, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 336, col: 36, width: 23, name: "" },
rt::Site { line: 336, col: 36, width: 15, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 337, col: 9, width: 87, name: "ВЫПОЛНЕНИЕ ХОДА" },
rt::Site { line: 340, col: 9, width: 1, name: "Ч2" },
rt::Site { line: 340, col: 19, width: 18, name: "+" },
rt::Site { line: 340, col: 19, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 340, col: 13, width: 2, name: "Ч2" },
rt::Site { line: 340, col: 51, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 342, col: 11, width: 87, name: "ВЫПОЛНЕНИЕ ХОДА" },
rt::Site { line: 344, col: 14, width: 5, name: "" },
rt::Site { line: 344, col: 14, width: 5, name: "=" },
rt::Site { line: 344, col: 14, width: 1, name: "s" },
rt::Site { line: 345, col: 11, width: 1, name: "Б3" },
rt::Site { line: 345, col: 21, width: 18, name: "+" },
rt::Site { line: 345, col: 21, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 345, col: 15, width: 2, name: "Б3" },
rt::Site { line: 345, col: 53, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 347, col: 13, width: 24, name: "" },
rt::Site { line: 347, col: 13, width: 15, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 347, col: 40, width: 23, name: "" },
rt::Site { line: 347, col: 40, width: 15, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 348, col: 13, width: 87, name: "ВЫПОЛНЕНИЕ ХОДА" },
rt::Site { line: 349, col: 13, width: 1, name: "Ч3" },
rt::Site { line: 349, col: 23, width: 18, name: "+" },
rt::Site { line: 349, col: 23, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 349, col: 17, width: 2, name: "Ч3" },
rt::Site { line: 349, col: 55, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 351, col: 15, width: 87, name: "ВЫПОЛНЕНИЕ ХОДА" },
rt::Site { line: 352, col: 18, width: 5, name: "" },
rt::Site { line: 352, col: 18, width: 5, name: "=" },
rt::Site { line: 352, col: 18, width: 1, name: "s" },
rt::Site { line: 353, col: 15, width: 1, name: "Б4" },
rt::Site { line: 353, col: 25, width: 18, name: "+" },
rt::Site { line: 353, col: 25, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 353, col: 19, width: 2, name: "Б4" },
rt::Site { line: 353, col: 57, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 355, col: 17, width: 24, name: "" },
rt::Site { line: 355, col: 17, width: 15, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 355, col: 44, width: 23, name: "" },
rt::Site { line: 355, col: 44, width: 15, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 356, col: 17, width: 87, name: "ВЫПОЛНЕНИЕ ХОДА" },
rt::Site { line: 357, col: 17, width: 1, name: "Ч4" },
rt::Site { line: 357, col: 27, width: 18, name: "+" },
rt::Site { line: 357, col: 27, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 357, col: 21, width: 2, name: "Ч4" },
rt::Site { line: 357, col: 59, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 359, col: 19, width: 87, name: "ВЫПОЛНЕНИЕ ХОДА" },
rt::Site { line: 360, col: 22, width: 5, name: "" },
rt::Site { line: 360, col: 22, width: 5, name: "=" },
rt::Site { line: 360, col: 22, width: 1, name: "s" },
rt::Site { line: 361, col: 19, width: 1, name: "Б5" },
rt::Site { line: 361, col: 29, width: 18, name: "+" },
rt::Site { line: 361, col: 29, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 361, col: 23, width: 2, name: "Б5" },
rt::Site { line: 361, col: 61, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 363, col: 21, width: 24, name: "" },
rt::Site { line: 363, col: 21, width: 15, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 363, col: 48, width: 23, name: "" },
rt::Site { line: 363, col: 48, width: 15, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 364, col: 21, width: 87, name: "ВЫПОЛНЕНИЕ ХОДА" },
rt::Site { line: 365, col: 21, width: 1, name: "Ч5" },
rt::Site { line: 365, col: 31, width: 18, name: "+" },
rt::Site { line: 365, col: 31, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 365, col: 25, width: 2, name: "Ч5" },
rt::Site { line: 365, col: 63, width: 15, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 413, col: 9, width: 1, name: "" },
rt::Site { line: 367, col: 23, width: 87, name: "ВЫПОЛНЕНИЕ ХОДА" },
rt::Site { line: 368, col: 9, width: 1, name: "ББ" },
rt::Site { line: 369, col: 21, width: 23, name: "+" },
rt::Site { line: 369, col: 21, width: 19, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 369, col: 33, width: 6, name: "-" },
rt::Site { line: 369, col: 33, width: 2, name: "ss" },
rt::Site { line: 369, col: 15, width: 2, name: "ББ" },
rt::Site { line: 369, col: 58, width: 19, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 369, col: 70, width: 6, name: "-" },
rt::Site { line: 369, col: 70, width: 2, name: "ss" },
rt::Site { line: 377, col: 11, width: 1, name: "ЧЧ" },
rt::Site { line: 378, col: 23, width: 23, name: "+" },
rt::Site { line: 378, col: 23, width: 19, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 378, col: 35, width: 6, name: "-" },
rt::Site { line: 378, col: 35, width: 2, name: "ss" },
rt::Site { line: 378, col: 17, width: 2, name: "ЧЧ" },
rt::Site { line: 378, col: 60, width: 15, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 378, col: 72, width: 2, name: "ss" },
rt::Site { line: 371, col: 13, width: 28, name: "" },
rt::Site { line: 371, col: 13, width: 19, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 371, col: 26, width: 5, name: "-" },
rt::Site { line: 371, col: 26, width: 1, name: "s" },
rt::Site { line: 372, col: 13, width: 87, name: "ВЫПОЛНЕНИЕ ХОДА" },
rt::Site { line: 373, col: 11, width: 1, name: "" },
rt::Site { line: 374, col: 18, width: 15, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 374, col: 30, width: 2, name: "ss" },
rt::Site { line: 375, col: 13, width: 65, name: "ОБЗОР ХОДОВ" },
rt::Site { line: 386, col: 13, width: 1, name: "" },
rt::Site { line: 387, col: 26, width: 2, name: "ss" },
rt::Site { line: 380, col: 15, width: 87, name: "ВЫПОЛНЕНИЕ ХОДА" },
rt::Site { line: 381, col: 13, width: 1, name: "" },
rt::Site { line: 382, col: 26, width: 2, name: "ss" },
rt::Site { line: 383, col: 15, width: 1, name: "ВОЗВРАТ ХОДА" },
rt::Site { line: 155, col: 26, width: 1, name: "З" },
rt::Site { line: 383, col: 28, width: 50, name: "СПИСОК" },
rt::Site { line: 383, col: 38, width: 16, name: "" },
rt::Site { line: 383, col: 38, width: 16, name: "=" },
rt::Site { line: 383, col: 38, width: 10, name: "q" },
rt::Site { line: 383, col: 40, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 383, col: 59, width: 6, name: "+" },
rt::Site { line: 383, col: 59, width: 2, name: "ЧЧ" },
rt::Site { line: 383, col: 71, width: 6, name: "+" },
rt::Site { line: 383, col: 71, width: 2, name: "ЧЧ" },
rt::Site { line: 155, col: 29, width: 10, name: "СВОЯ ДОСКА" },
rt::Site { line: 155, col: 41, width: 11, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 155, col: 54, width: 9, name: "СВОИ ПОЛЯ" },
rt::Site { line: 389, col: 11, width: 1, name: "" },
rt::Site { line: 390, col: 24, width: 6, name: "-" },
rt::Site { line: 390, col: 24, width: 2, name: "ss" },
rt::Site { line: 391, col: 13, width: 1, name: "ВОЗВРАТ ХОДА" },
rt::Site { line: 391, col: 26, width: 50, name: "СПИСОК" },
rt::Site { line: 391, col: 36, width: 16, name: "" },
rt::Site { line: 391, col: 36, width: 16, name: "=" },
rt::Site { line: 391, col: 36, width: 10, name: "q" },
rt::Site { line: 391, col: 38, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 391, col: 57, width: 6, name: "+" },
rt::Site { line: 391, col: 57, width: 2, name: "ББ" },
rt::Site { line: 391, col: 69, width: 6, name: "+" },
rt::Site { line: 391, col: 69, width: 2, name: "ББ" },
rt::Site { line: 393, col: 13, width: 46, name: "ВОЗВРАТ КОРОЛЯ" },
rt::Site { line: 171, col: 28, width: 1, name: "i" },
rt::Site { line: 171, col: 31, width: 3, name: "ДОМ" },
rt::Site { line: 171, col: 36, width: 9, name: "СВОИ ПОЛЯ" },
rt::Site { line: 171, col: 47, width: 10, name: "СВОЯ ДОСКА" },
rt::Site { line: 394, col: 19, width: 1, name: "" },
rt::Site { line: 394, col: 22, width: 5, name: "" },
rt::Site { line: 394, col: 22, width: 5, name: "=" },
rt::Site { line: 394, col: 22, width: 1, name: "s" },
rt::Site { line: 395, col: 18, width: 5, name: "" },
rt::Site { line: 395, col: 18, width: 5, name: "=" },
rt::Site { line: 395, col: 18, width: 1, name: "s" },
rt::Site { line: 396, col: 18, width: 5, name: "" },
rt::Site { line: 396, col: 18, width: 5, name: "=" },
rt::Site { line: 396, col: 18, width: 1, name: "s" },
rt::Site { line: 397, col: 18, width: 5, name: "" },
rt::Site { line: 397, col: 18, width: 5, name: "=" },
rt::Site { line: 397, col: 18, width: 1, name: "s" },
rt::Site { line: 399, col: 11, width: 1, name: "" },
rt::Site { line: 400, col: 24, width: 6, name: "-" },
rt::Site { line: 400, col: 24, width: 2, name: "ss" },
rt::Site { line: 402, col: 14, width: 5, name: "" },
rt::Site { line: 402, col: 14, width: 5, name: "=" },
rt::Site { line: 402, col: 14, width: 1, name: "s" },
rt::Site { line: 404, col: 14, width: 5, name: "" },
rt::Site { line: 404, col: 14, width: 5, name: "=" },
rt::Site { line: 404, col: 14, width: 1, name: "s" },
rt::Site { line: 405, col: 14, width: 5, name: "" },
rt::Site { line: 405, col: 14, width: 5, name: "=" },
rt::Site { line: 405, col: 14, width: 1, name: "s" },
rt::Site { line: 406, col: 14, width: 5, name: "" },
rt::Site { line: 406, col: 14, width: 5, name: "=" },
rt::Site { line: 406, col: 14, width: 1, name: "s" },
rt::Site { line: 407, col: 9, width: 1, name: "" },
rt::Site { line: 409, col: 11, width: 1, name: "ВОЗВРАТ ХОДА" },
rt::Site { line: 409, col: 24, width: 50, name: "СПИСОК" },
rt::Site { line: 409, col: 34, width: 16, name: "" },
rt::Site { line: 409, col: 34, width: 16, name: "=" },
rt::Site { line: 409, col: 34, width: 10, name: "q" },
rt::Site { line: 409, col: 36, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 409, col: 55, width: 6, name: "+" },
rt::Site { line: 409, col: 55, width: 2, name: "Ч5" },
rt::Site { line: 409, col: 67, width: 6, name: "+" },
rt::Site { line: 409, col: 67, width: 2, name: "Ч5" },
rt::Site { line: 411, col: 11, width: 49, name: "ВОЗВРАТ КОРОЛЯ" },
rt::Site { line: 416, col: 9, width: 20, name: "" },
rt::Site { line: 416, col: 14, width: 15, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 417, col: 12, width: 15, name: "" },
rt::Site { line: 417, col: 12, width: 15, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 420, col: 11, width: 92, name: "ОБЗОР ХОДОВ" },
rt::Site { line: 424, col: 7, width: 1, name: "" },
rt::Site { line: 426, col: 9, width: 1, name: "ВОЗВРАТ ХОДА" },
rt::Site { line: 426, col: 22, width: 50, name: "СПИСОК" },
rt::Site { line: 426, col: 32, width: 16, name: "" },
rt::Site { line: 426, col: 32, width: 16, name: "=" },
rt::Site { line: 426, col: 32, width: 10, name: "q" },
rt::Site { line: 426, col: 34, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 426, col: 53, width: 6, name: "+" },
rt::Site { line: 426, col: 53, width: 2, name: "Б5" },
rt::Site { line: 426, col: 65, width: 6, name: "+" },
rt::Site { line: 426, col: 65, width: 2, name: "Б5" },
rt::Site { line: 428, col: 9, width: 46, name: "ВОЗВРАТ КОРОЛЯ" },
rt::Site { line: 430, col: 7, width: 1, name: "" },
rt::Site { line: 439, col: 9, width: 1, name: "" },
rt::Site { line: 433, col: 9, width: 1, name: "" },
rt::Site { line: 435, col: 11, width: 1, name: "ВОЗВРАТ ХОДА" },
rt::Site { line: 435, col: 24, width: 50, name: "СПИСОК" },
rt::Site { line: 435, col: 34, width: 16, name: "" },
rt::Site { line: 435, col: 34, width: 16, name: "=" },
rt::Site { line: 435, col: 34, width: 10, name: "q" },
rt::Site { line: 435, col: 36, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 435, col: 55, width: 6, name: "+" },
rt::Site { line: 435, col: 55, width: 2, name: "Ч4" },
rt::Site { line: 435, col: 67, width: 6, name: "+" },
rt::Site { line: 435, col: 67, width: 2, name: "Ч4" },
rt::Site { line: 437, col: 11, width: 49, name: "ВОЗВРАТ КОРОЛЯ" },
rt::Site { line: 442, col: 9, width: 19, name: "" },
rt::Site { line: 442, col: 14, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 443, col: 12, width: 15, name: "" },
rt::Site { line: 443, col: 12, width: 15, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 446, col: 11, width: 89, name: "ОБЗОР ХОДОВ" },
rt::Site { line: 450, col: 7, width: 1, name: "" },
rt::Site { line: 452, col: 9, width: 1, name: "ВОЗВРАТ ХОДА" },
rt::Site { line: 452, col: 22, width: 50, name: "СПИСОК" },
rt::Site { line: 452, col: 32, width: 16, name: "" },
rt::Site { line: 452, col: 32, width: 16, name: "=" },
rt::Site { line: 452, col: 32, width: 10, name: "q" },
rt::Site { line: 452, col: 34, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 452, col: 53, width: 6, name: "+" },
rt::Site { line: 452, col: 53, width: 2, name: "Б4" },
rt::Site { line: 452, col: 65, width: 6, name: "+" },
rt::Site { line: 452, col: 65, width: 2, name: "Б4" },
rt::Site { line: 454, col: 9, width: 46, name: "ВОЗВРАТ КОРОЛЯ" },
rt::Site { line: 456, col: 7, width: 1, name: "" },
rt::Site { line: 465, col: 9, width: 1, name: "" },
rt::Site { line: 459, col: 9, width: 1, name: "" },
rt::Site { line: 461, col: 11, width: 1, name: "ВОЗВРАТ ХОДА" },
rt::Site { line: 461, col: 24, width: 50, name: "СПИСОК" },
rt::Site { line: 461, col: 34, width: 16, name: "" },
rt::Site { line: 461, col: 34, width: 16, name: "=" },
rt::Site { line: 461, col: 34, width: 10, name: "q" },
rt::Site { line: 461, col: 36, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 461, col: 55, width: 6, name: "+" },
rt::Site { line: 461, col: 55, width: 2, name: "Ч3" },
rt::Site { line: 461, col: 67, width: 6, name: "+" },
rt::Site { line: 461, col: 67, width: 2, name: "Ч3" },
rt::Site { line: 463, col: 11, width: 49, name: "ВОЗВРАТ КОРОЛЯ" },
rt::Site { line: 468, col: 9, width: 19, name: "" },
rt::Site { line: 468, col: 14, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 469, col: 12, width: 15, name: "" },
rt::Site { line: 469, col: 12, width: 15, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 472, col: 11, width: 89, name: "ОБЗОР ХОДОВ" },
rt::Site { line: 476, col: 7, width: 1, name: "" },
rt::Site { line: 478, col: 9, width: 1, name: "ВОЗВРАТ ХОДА" },
rt::Site { line: 478, col: 22, width: 50, name: "СПИСОК" },
rt::Site { line: 478, col: 32, width: 16, name: "" },
rt::Site { line: 478, col: 32, width: 16, name: "=" },
rt::Site { line: 478, col: 32, width: 10, name: "q" },
rt::Site { line: 478, col: 34, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 478, col: 53, width: 6, name: "+" },
rt::Site { line: 478, col: 53, width: 2, name: "Б3" },
rt::Site { line: 478, col: 65, width: 6, name: "+" },
rt::Site { line: 478, col: 65, width: 2, name: "Б3" },
rt::Site { line: 480, col: 9, width: 46, name: "ВОЗВРАТ КОРОЛЯ" },
rt::Site { line: 482, col: 7, width: 1, name: "" },
rt::Site { line: 491, col: 9, width: 1, name: "" },
rt::Site { line: 485, col: 9, width: 1, name: "" },
rt::Site { line: 487, col: 11, width: 1, name: "ВОЗВРАТ ХОДА" },
rt::Site { line: 487, col: 24, width: 50, name: "СПИСОК" },
rt::Site { line: 487, col: 34, width: 16, name: "" },
rt::Site { line: 487, col: 34, width: 16, name: "=" },
rt::Site { line: 487, col: 34, width: 10, name: "q" },
rt::Site { line: 487, col: 36, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 487, col: 55, width: 6, name: "+" },
rt::Site { line: 487, col: 55, width: 2, name: "Ч2" },
rt::Site { line: 487, col: 67, width: 6, name: "+" },
rt::Site { line: 487, col: 67, width: 2, name: "Ч2" },
rt::Site { line: 489, col: 11, width: 49, name: "ВОЗВРАТ КОРОЛЯ" },
rt::Site { line: 494, col: 9, width: 19, name: "" },
rt::Site { line: 494, col: 14, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 495, col: 12, width: 15, name: "" },
rt::Site { line: 495, col: 12, width: 15, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 498, col: 11, width: 89, name: "ОБЗОР ХОДОВ" },
rt::Site { line: 502, col: 7, width: 1, name: "" },
rt::Site { line: 504, col: 9, width: 1, name: "ВОЗВРАТ ХОДА" },
rt::Site { line: 504, col: 22, width: 50, name: "СПИСОК" },
rt::Site { line: 504, col: 32, width: 16, name: "" },
rt::Site { line: 504, col: 32, width: 16, name: "=" },
rt::Site { line: 504, col: 32, width: 10, name: "q" },
rt::Site { line: 504, col: 34, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 504, col: 53, width: 6, name: "+" },
rt::Site { line: 504, col: 53, width: 2, name: "Б2" },
rt::Site { line: 504, col: 65, width: 6, name: "+" },
rt::Site { line: 504, col: 65, width: 2, name: "Б2" },
rt::Site { line: 506, col: 9, width: 46, name: "ВОЗВРАТ КОРОЛЯ" },
rt::Site { line: 508, col: 7, width: 1, name: "" },
rt::Site { line: 517, col: 5, width: 1, name: "" },
rt::Site { line: 511, col: 5, width: 1, name: "" },
rt::Site { line: 513, col: 7, width: 1, name: "ВОЗВРАТ ХОДА" },
rt::Site { line: 513, col: 20, width: 50, name: "СПИСОК" },
rt::Site { line: 513, col: 30, width: 16, name: "" },
rt::Site { line: 513, col: 30, width: 16, name: "=" },
rt::Site { line: 513, col: 30, width: 10, name: "q" },
rt::Site { line: 513, col: 32, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 513, col: 51, width: 6, name: "+" },
rt::Site { line: 513, col: 51, width: 2, name: "Ч1" },
rt::Site { line: 513, col: 63, width: 6, name: "+" },
rt::Site { line: 513, col: 63, width: 2, name: "Ч1" },
rt::Site { line: 515, col: 7, width: 49, name: "ВОЗВРАТ КОРОЛЯ" },
rt::Site { line: 520, col: 5, width: 19, name: "" },
rt::Site { line: 520, col: 10, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 521, col: 8, width: 15, name: "" },
rt::Site { line: 521, col: 8, width: 15, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 524, col: 7, width: 59, name: "ОБЗОР ХОДОВ" },
rt::Site { line: 528, col: 5, width: 23, name: "output" },
rt::Site { line: 532, col: 3, width: 1, name: "ПЕЧАТЬ ПОЗИЦИИ" },
rt::Site { line: 536, col: 3, width: 1, name: "" },
rt::Site { line: 539, col: 3, width: 36, name: "output" },
rt::Site { line: 78, col: 5, width: 10, name: "" },
rt::Site { line: 78, col: 10, width: 5, name: "+" },
rt::Site { line: 78, col: 10, width: 1, name: "n" },
rt::Site { line: 78, col: 18, width: 14, name: "" },
rt::Site { line: 78, col: 18, width: 9, name: "СПИСОК" },
rt::Site { line: 78, col: 25, width: 1, name: "m" },
rt::Site { line: 79, col: 5, width: 15, name: "" },
rt::Site { line: 79, col: 13, width: 7, name: "ПОЛЯ" },
rt::Site { line: 79, col: 23, width: 33, name: "" },
rt::Site { line: 79, col: 33, width: 8, name: "" },
rt::Site { line: 79, col: 33, width: 8, name: ">" },
rt::Site { line: 79, col: 33, width: 4, name: "НАПР" },
rt::Site { line: 80, col: 5, width: 1, name: "j" },
rt::Site { line: 80, col: 9, width: 1, name: "j" },
rt::Site { line: 82, col: 7, width: 15, name: "" },
rt::Site { line: 82, col: 15, width: 7, name: "ПОЛЯ" },
rt::Site { line: 82, col: 20, width: 1, name: "j" },
rt::Site { line: 83, col: 10, width: 8, name: "" },
rt::Site { line: 83, col: 10, width: 8, name: "≠" },
rt::Site { line: 83, col: 10, width: 4, name: "ПОЛЕ" },
rt::Site { line: 85, col: 9, width: 32, name: "" },
rt::Site { line: 85, col: 16, width: 25, name: "-" },
rt::Site { line: 85, col: 16, width: 16, name: "СВОЯ ДОСКА" },
rt::Site { line: 85, col: 27, width: 4, name: "ПОЛЕ" },
rt::Site { line: 85, col: 35, width: 6, name: "×" },
rt::Site { line: 85, col: 40, width: 1, name: "j" },
rt::Site { line: 86, col: 12, width: 18, name: "" },
rt::Site { line: 86, col: 12, width: 18, name: "∧" },
rt::Site { line: 86, col: 12, width: 7, name: ">" },
rt::Site { line: 86, col: 12, width: 3, name: "КОД" },
rt::Site { line: 86, col: 22, width: 8, name: "<" },
rt::Site { line: 86, col: 22, width: 3, name: "КОД" },
rt::Site { line: 88, col: 11, width: 36, name: "" },
rt::Site { line: 88, col: 16, width: 31, name: "-" },
rt::Site { line: 88, col: 17, width: 8, name: "-" },
rt::Site { line: 88, col: 17, width: 4, name: "ПОЛЕ" },
rt::Site { line: 88, col: 29, width: 18, name: "×" },
rt::Site { line: 88, col: 29, width: 14, name: "÷" },
rt::Site { line: 88, col: 30, width: 8, name: "-" },
rt::Site { line: 88, col: 30, width: 4, name: "ПОЛЕ" },
rt::Site { line: 88, col: 50, width: 19, name: "" },
rt::Site { line: 88, col: 55, width: 14, name: "÷" },
rt::Site { line: 88, col: 56, width: 8, name: "-" },
rt::Site { line: 88, col: 56, width: 4, name: "ПОЛЕ" },
rt::Site { line: 89, col: 11, width: 20, name: "" },
rt::Site { line: 89, col: 21, width: 10, name: "×" },
rt::Site { line: 89, col: 27, width: 4, name: "ПОЛЕ" },
rt::Site { line: 89, col: 34, width: 33, name: "" },
rt::Site { line: 89, col: 44, width: 23, name: "×" },
rt::Site { line: 89, col: 51, width: 16, name: "СВОЯ ДОСКА" },
rt::Site { line: 89, col: 62, width: 4, name: "ПОЛЕ" },
rt::Site { line: 90, col: 14, width: 7, name: "" },
rt::Site { line: 90, col: 14, width: 7, name: "=" },
rt::Site { line: 90, col: 14, width: 3, name: "КОД" },
rt::Site { line: 92, col: 13, width: 16, name: "" },
rt::Site { line: 92, col: 18, width: 11, name: "+" },
rt::Site { line: 92, col: 18, width: 4, name: "ПОЛЕ" },
rt::Site { line: 92, col: 25, width: 4, name: "НАПР" },
rt::Site { line: 93, col: 16, width: 17, name: "" },
rt::Site { line: 93, col: 16, width: 17, name: "=" },
rt::Site { line: 93, col: 16, width: 13, name: "СВОЯ ДОСКА" },
rt::Site { line: 93, col: 27, width: 1, name: "t" },
rt::Site { line: 95, col: 18, width: 18, name: "" },
rt::Site { line: 95, col: 18, width: 18, name: "=" },
rt::Site { line: 95, col: 18, width: 14, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 95, col: 30, width: 1, name: "t" },
rt::Site { line: 97, col: 17, width: 12, name: "ХОД ПЕШКИ" },
rt::Site { line: 59, col: 25, width: 2, name: "НА" },
rt::Site { line: 98, col: 20, width: 30, name: "" },
rt::Site { line: 98, col: 20, width: 30, name: "=" },
rt::Site { line: 98, col: 20, width: 1, name: "Г" },
rt::Site { line: 98, col: 28, width: 8, name: "" },
rt::Site { line: 98, col: 28, width: 8, name: ">" },
rt::Site { line: 98, col: 28, width: 4, name: "НАПР" },
rt::Site { line: 100, col: 22, width: 24, name: "" },
rt::Site { line: 100, col: 22, width: 24, name: "=" },
rt::Site { line: 100, col: 22, width: 20, name: "СВОЯ ДОСКА" },
rt::Site { line: 100, col: 33, width: 8, name: "+" },
rt::Site { line: 100, col: 33, width: 1, name: "t" },
rt::Site { line: 100, col: 37, width: 4, name: "НАПР" },
rt::Site { line: 101, col: 28, width: 25, name: "" },
rt::Site { line: 101, col: 28, width: 25, name: "=" },
rt::Site { line: 101, col: 28, width: 21, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 101, col: 40, width: 8, name: "+" },
rt::Site { line: 101, col: 40, width: 1, name: "t" },
rt::Site { line: 101, col: 44, width: 4, name: "НАПР" },
rt::Site { line: 101, col: 59, width: 19, name: "ЗАПИСЬ" },
rt::Site { line: 50, col: 22, width: 2, name: "НА" },
rt::Site { line: 101, col: 66, width: 8, name: "+" },
rt::Site { line: 101, col: 66, width: 1, name: "t" },
rt::Site { line: 101, col: 70, width: 4, name: "НАПР" },
rt::Site { line: 50, col: 26, width: 1, name: "Е" },
rt::Site { line: 105, col: 16, width: 5, name: "" },
rt::Site { line: 105, col: 16, width: 5, name: ">" },
rt::Site { line: 105, col: 16, width: 1, name: "В" },
rt::Site { line: 105, col: 36, width: 22, name: "" },
rt::Site { line: 105, col: 36, width: 22, name: "≠" },
rt::Site { line: 105, col: 36, width: 18, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 105, col: 48, width: 5, name: "-" },
rt::Site { line: 105, col: 48, width: 1, name: "t" },
rt::Site { line: 105, col: 64, width: 16, name: "ХОД ПЕШКИ" },
rt::Site { line: 105, col: 74, width: 5, name: "-" },
rt::Site { line: 105, col: 74, width: 1, name: "t" },
rt::Site { line: 106, col: 16, width: 5, name: "" },
rt::Site { line: 106, col: 16, width: 5, name: "<" },
rt::Site { line: 106, col: 16, width: 1, name: "В" },
rt::Site { line: 106, col: 36, width: 22, name: "" },
rt::Site { line: 106, col: 36, width: 22, name: "≠" },
rt::Site { line: 106, col: 36, width: 18, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 106, col: 48, width: 5, name: "+" },
rt::Site { line: 106, col: 48, width: 1, name: "t" },
rt::Site { line: 106, col: 64, width: 16, name: "ХОД ПЕШКИ" },
rt::Site { line: 106, col: 74, width: 5, name: "+" },
rt::Site { line: 106, col: 74, width: 1, name: "t" },
rt::Site { line: 110, col: 16, width: 7, name: "" },
rt::Site { line: 110, col: 16, width: 7, name: "=" },
rt::Site { line: 110, col: 16, width: 3, name: "КОД" },
rt::Site { line: 110, col: 35, width: 11, name: "" },
rt::Site { line: 110, col: 49, width: 16, name: "" },
rt::Site { line: 111, col: 21, width: 7, name: "" },
rt::Site { line: 111, col: 21, width: 7, name: "=" },
rt::Site { line: 111, col: 21, width: 3, name: "КОД" },
rt::Site { line: 111, col: 40, width: 11, name: "" },
rt::Site { line: 111, col: 54, width: 15, name: "" },
rt::Site { line: 112, col: 21, width: 17, name: "" },
rt::Site { line: 112, col: 21, width: 17, name: "∨" },
rt::Site { line: 112, col: 21, width: 7, name: "=" },
rt::Site { line: 112, col: 21, width: 3, name: "КОД" },
rt::Site { line: 112, col: 31, width: 7, name: "=" },
rt::Site { line: 112, col: 31, width: 3, name: "КОД" },
rt::Site { line: 112, col: 50, width: 11, name: "" },
rt::Site { line: 112, col: 64, width: 15, name: "" },
rt::Site { line: 113, col: 24, width: 11, name: "" },
rt::Site { line: 113, col: 38, width: 15, name: "" },
rt::Site { line: 114, col: 13, width: 43, name: "" },
rt::Site { line: 114, col: 29, width: 27, name: "∧" },
rt::Site { line: 114, col: 29, width: 17, name: "∧" },
rt::Site { line: 114, col: 29, width: 7, name: "≠" },
rt::Site { line: 114, col: 29, width: 3, name: "КОД" },
rt::Site { line: 114, col: 39, width: 7, name: "≠" },
rt::Site { line: 114, col: 39, width: 3, name: "КОД" },
rt::Site { line: 114, col: 49, width: 7, name: "≠" },
rt::Site { line: 114, col: 49, width: 3, name: "КОД" },
rt::Site { line: 115, col: 13, width: 1, name: "k" },
rt::Site { line: 115, col: 22, width: 6, name: "ПЕРВОЕ" },
rt::Site { line: 115, col: 17, width: 1, name: "k" },
rt::Site { line: 115, col: 42, width: 9, name: "ПОСЛЕДНЕЕ" },
rt::Site { line: 117, col: 15, width: 6, name: "" },
rt::Site { line: 117, col: 20, width: 1, name: "В" },
rt::Site { line: 117, col: 24, width: 6, name: "" },
rt::Site { line: 117, col: 29, width: 1, name: "Г" },
rt::Site { line: 118, col: 13, width: 1, name: "" },
rt::Site { line: 119, col: 20, width: 20, name: "+" },
rt::Site { line: 119, col: 20, width: 1, name: "x" },
rt::Site { line: 119, col: 24, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 119, col: 38, width: 1, name: "k" },
rt::Site { line: 119, col: 43, width: 27, name: "" },
rt::Site { line: 119, col: 48, width: 22, name: "+" },
rt::Site { line: 119, col: 48, width: 1, name: "y" },
rt::Site { line: 119, col: 52, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 119, col: 68, width: 1, name: "k" },
rt::Site { line: 120, col: 18, width: 29, name: "" },
rt::Site { line: 120, col: 18, width: 29, name: "∧" },
rt::Site { line: 120, col: 18, width: 21, name: "∧" },
rt::Site { line: 120, col: 18, width: 13, name: "∧" },
rt::Site { line: 120, col: 18, width: 5, name: "≥" },
rt::Site { line: 120, col: 18, width: 1, name: "x" },
rt::Site { line: 120, col: 26, width: 5, name: "<" },
rt::Site { line: 120, col: 26, width: 1, name: "x" },
rt::Site { line: 120, col: 34, width: 5, name: "≥" },
rt::Site { line: 120, col: 34, width: 1, name: "y" },
rt::Site { line: 120, col: 42, width: 5, name: "<" },
rt::Site { line: 120, col: 42, width: 1, name: "y" },
rt::Site { line: 122, col: 17, width: 18, name: "" },
rt::Site { line: 122, col: 22, width: 13, name: "+" },
rt::Site { line: 122, col: 22, width: 9, name: "+" },
rt::Site { line: 122, col: 22, width: 5, name: "×" },
rt::Site { line: 122, col: 26, width: 1, name: "y" },
rt::Site { line: 122, col: 30, width: 1, name: "x" },
rt::Site { line: 123, col: 20, width: 17, name: "" },
rt::Site { line: 123, col: 20, width: 17, name: "=" },
rt::Site { line: 123, col: 20, width: 13, name: "СВОЯ ДОСКА" },
rt::Site { line: 123, col: 31, width: 1, name: "t" },
rt::Site { line: 125, col: 19, width: 19, name: "" },
rt::Site { line: 125, col: 24, width: 14, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 125, col: 36, width: 1, name: "t" },
rt::Site { line: 126, col: 22, width: 5, name: "" },
rt::Site { line: 126, col: 22, width: 5, name: "≠" },
rt::Site { line: 126, col: 22, width: 1, name: "С" },
rt::Site { line: 127, col: 28, width: 41, name: "" },
rt::Site { line: 127, col: 28, width: 41, name: "∨" },
rt::Site { line: 127, col: 28, width: 19, name: "=" },
rt::Site { line: 127, col: 28, width: 15, name: "-" },
rt::Site { line: 127, col: 28, width: 1, name: "С" },
rt::Site { line: 127, col: 32, width: 11, name: "×" },
rt::Site { line: 127, col: 32, width: 6, name: "÷" },
rt::Site { line: 127, col: 32, width: 1, name: "С" },
rt::Site { line: 127, col: 50, width: 19, name: "=" },
rt::Site { line: 127, col: 50, width: 15, name: "-" },
rt::Site { line: 127, col: 50, width: 1, name: "С" },
rt::Site { line: 127, col: 54, width: 11, name: "×" },
rt::Site { line: 127, col: 54, width: 6, name: "÷" },
rt::Site { line: 127, col: 54, width: 1, name: "С" },
rt::Site { line: 127, col: 81, width: 5, name: "" },
rt::Site { line: 127, col: 81, width: 5, name: "МЕТКА" },
rt::Site { line: 128, col: 19, width: 27, name: "" },
rt::Site { line: 128, col: 36, width: 10, name: "+" },
rt::Site { line: 128, col: 36, width: 6, name: "ОТКУДА" },
rt::Site { line: 128, col: 45, width: 1, name: "t" },
rt::Site { line: 128, col: 19, width: 13, name: "СПИСОК" },
rt::Site { line: 128, col: 26, width: 5, name: "+" },
rt::Site { line: 128, col: 26, width: 1, name: "m" },
rt::Site { line: 129, col: 19, width: 53, name: "" },
rt::Site { line: 129, col: 36, width: 36, name: "" },
rt::Site { line: 129, col: 38, width: 32, name: "+" },
rt::Site { line: 129, col: 38, width: 10, name: "+" },
rt::Site { line: 129, col: 38, width: 6, name: "ОТКУДА" },
rt::Site { line: 129, col: 47, width: 1, name: "t" },
rt::Site { line: 129, col: 51, width: 19, name: "×" },
rt::Site { line: 129, col: 60, width: 10, name: "+" },
rt::Site { line: 129, col: 60, width: 1, name: "С" },
rt::Site { line: 129, col: 64, width: 6, name: "ФИГУРА" },
rt::Site { line: 129, col: 19, width: 13, name: "СПИСОК" },
rt::Site { line: 129, col: 26, width: 5, name: "+" },
rt::Site { line: 129, col: 26, width: 1, name: "m" },
rt::Site { line: 130, col: 19, width: 10, name: "" },
rt::Site { line: 130, col: 24, width: 5, name: "+" },
rt::Site { line: 130, col: 24, width: 1, name: "m" },
rt::Site { line: 131, col: 22, width: 20, name: "" },
rt::Site { line: 131, col: 22, width: 20, name: "∧" },
rt::Site { line: 131, col: 22, width: 12, name: "ДАЛЬНОБОЙНАЯ" },
rt::Site { line: 131, col: 37, width: 5, name: "=" },
rt::Site { line: 131, col: 37, width: 1, name: "С" },
rt::Site { line: 131, col: 54, width: 3, name: "" },
rt::Site { line: 135, col: 16, width: 20, name: "" },
rt::Site { line: 135, col: 16, width: 20, name: "∧" },
rt::Site { line: 135, col: 16, width: 7, name: "=" },
rt::Site { line: 135, col: 16, width: 3, name: "КОД" },
rt::Site { line: 135, col: 26, width: 10, name: "=" },
rt::Site { line: 135, col: 26, width: 4, name: "ПОЛЕ" },
rt::Site { line: 135, col: 33, width: 3, name: "ДОМ" },
rt::Site { line: 137, col: 18, width: 55, name: "" },
rt::Site { line: 137, col: 18, width: 55, name: "=" },
rt::Site { line: 137, col: 18, width: 51, name: "-" },
rt::Site { line: 137, col: 18, width: 19, name: "СВОЯ ДОСКА" },
rt::Site { line: 137, col: 29, width: 7, name: "+" },
rt::Site { line: 137, col: 29, width: 3, name: "ДОМ" },
rt::Site { line: 137, col: 40, width: 29, name: "×" },
rt::Site { line: 137, col: 40, width: 24, name: "÷" },
rt::Site { line: 137, col: 40, width: 19, name: "СВОЯ ДОСКА" },
rt::Site { line: 137, col: 51, width: 7, name: "+" },
rt::Site { line: 137, col: 51, width: 3, name: "ДОМ" },
rt::Site { line: 138, col: 17, width: 27, name: "РОКИРОВКА" },
rt::Site { line: 64, col: 25, width: 2, name: "НА" },
rt::Site { line: 138, col: 27, width: 7, name: "+" },
rt::Site { line: 138, col: 27, width: 3, name: "ДОМ" },
rt::Site { line: 64, col: 29, width: 4, name: "УГОЛ" },
rt::Site { line: 138, col: 36, width: 7, name: "+" },
rt::Site { line: 138, col: 36, width: 3, name: "ДОМ" },
rt::Site { line: 139, col: 18, width: 55, name: "" },
rt::Site { line: 139, col: 18, width: 55, name: "=" },
rt::Site { line: 139, col: 18, width: 51, name: "-" },
rt::Site { line: 139, col: 18, width: 19, name: "СВОЯ ДОСКА" },
rt::Site { line: 139, col: 29, width: 7, name: "-" },
rt::Site { line: 139, col: 29, width: 3, name: "ДОМ" },
rt::Site { line: 139, col: 40, width: 29, name: "×" },
rt::Site { line: 139, col: 40, width: 24, name: "÷" },
rt::Site { line: 139, col: 40, width: 19, name: "СВОЯ ДОСКА" },
rt::Site { line: 139, col: 51, width: 7, name: "-" },
rt::Site { line: 139, col: 51, width: 3, name: "ДОМ" },
rt::Site { line: 140, col: 17, width: 27, name: "РОКИРОВКА" },
rt::Site { line: 140, col: 27, width: 7, name: "-" },
rt::Site { line: 140, col: 27, width: 3, name: "ДОМ" },
rt::Site { line: 140, col: 36, width: 7, name: "-" },
rt::Site { line: 140, col: 36, width: 3, name: "ДОМ" },
rt::Site { line: 146, col: 5, width: 1, name: "" },
rt::Site { line: 146, col: 10, width: 1, name: "m" },
rt::Site { line: 146, col: 5, width: 1, name: "n" },
rt::Site { line: 52, col: 7, width: 20, name: "" },
rt::Site { line: 52, col: 12, width: 15, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 52, col: 24, width: 2, name: "НА" },
rt::Site { line: 53, col: 10, width: 41, name: "" },
rt::Site { line: 53, col: 10, width: 41, name: "∨" },
rt::Site { line: 53, col: 10, width: 19, name: "=" },
rt::Site { line: 53, col: 10, width: 15, name: "-" },
rt::Site { line: 53, col: 10, width: 1, name: "С" },
rt::Site { line: 53, col: 14, width: 11, name: "×" },
rt::Site { line: 53, col: 14, width: 6, name: "÷" },
rt::Site { line: 53, col: 14, width: 1, name: "С" },
rt::Site { line: 53, col: 32, width: 19, name: "=" },
rt::Site { line: 53, col: 32, width: 15, name: "-" },
rt::Site { line: 53, col: 32, width: 1, name: "С" },
rt::Site { line: 53, col: 36, width: 11, name: "×" },
rt::Site { line: 53, col: 36, width: 6, name: "÷" },
rt::Site { line: 53, col: 36, width: 1, name: "С" },
rt::Site { line: 53, col: 63, width: 5, name: "" },
rt::Site { line: 53, col: 63, width: 5, name: "МЕТКА" },
rt::Site { line: 54, col: 7, width: 10, name: "" },
rt::Site { line: 54, col: 12, width: 5, name: "+" },
rt::Site { line: 54, col: 12, width: 1, name: "m" },
rt::Site { line: 54, col: 20, width: 24, name: "" },
rt::Site { line: 54, col: 33, width: 11, name: "+" },
rt::Site { line: 54, col: 33, width: 6, name: "ОТКУДА" },
rt::Site { line: 54, col: 42, width: 2, name: "НА" },
rt::Site { line: 54, col: 20, width: 9, name: "СПИСОК" },
rt::Site { line: 54, col: 27, width: 1, name: "m" },
rt::Site { line: 55, col: 10, width: 5, name: "" },
rt::Site { line: 55, col: 10, width: 5, name: ">" },
rt::Site { line: 55, col: 10, width: 1, name: "Е" },
rt::Site { line: 55, col: 27, width: 10, name: "" },
rt::Site { line: 55, col: 32, width: 5, name: "+" },
rt::Site { line: 55, col: 32, width: 1, name: "m" },
rt::Site { line: 55, col: 40, width: 15, name: "" },
rt::Site { line: 55, col: 53, width: 1, name: "Е" },
rt::Site { line: 55, col: 40, width: 9, name: "СПИСОК" },
rt::Site { line: 55, col: 47, width: 1, name: "m" },
rt::Site { line: 56, col: 7, width: 10, name: "" },
rt::Site { line: 56, col: 12, width: 5, name: "+" },
rt::Site { line: 56, col: 12, width: 1, name: "m" },
rt::Site { line: 56, col: 20, width: 1, name: "" },
rt::Site { line: 56, col: 33, width: 1, name: "" },
rt::Site { line: 56, col: 35, width: 33, name: "+" },
rt::Site { line: 56, col: 35, width: 11, name: "+" },
rt::Site { line: 56, col: 35, width: 6, name: "ОТКУДА" },
rt::Site { line: 56, col: 44, width: 2, name: "НА" },
rt::Site { line: 56, col: 49, width: 19, name: "×" },
rt::Site { line: 56, col: 58, width: 10, name: "+" },
rt::Site { line: 56, col: 58, width: 1, name: "С" },
rt::Site { line: 56, col: 62, width: 6, name: "ФИГУРА" },
rt::Site { line: 56, col: 20, width: 9, name: "СПИСОК" },
rt::Site { line: 56, col: 27, width: 1, name: "m" },
rt::Site { line: 60, col: 10, width: 16, name: "" },
rt::Site { line: 60, col: 10, width: 16, name: "∨" },
rt::Site { line: 60, col: 10, width: 7, name: ">" },
rt::Site { line: 60, col: 10, width: 2, name: "НА" },
rt::Site { line: 60, col: 20, width: 6, name: "<" },
rt::Site { line: 60, col: 20, width: 2, name: "НА" },
rt::Site { line: 61, col: 13, width: 13, name: "ЗАПИСЬ" },
rt::Site { line: 61, col: 29, width: 13, name: "ЗАПИСЬ" },
rt::Site { line: 61, col: 45, width: 13, name: "ЗАПИСЬ" },
rt::Site { line: 61, col: 61, width: 13, name: "ЗАПИСЬ" },
rt::Site { line: 62, col: 12, width: 13, name: "ЗАПИСЬ" },
rt::Site { line: 66, col: 10, width: 11, name: "" },
rt::Site { line: 66, col: 10, width: 11, name: ">" },
rt::Site { line: 66, col: 10, width: 4, name: "УГОЛ" },
rt::Site { line: 66, col: 17, width: 4, name: "ПОЛЕ" },
rt::Site { line: 66, col: 33, width: 14, name: "" },
rt::Site { line: 66, col: 39, width: 8, name: "+" },
rt::Site { line: 66, col: 39, width: 4, name: "ПОЛЕ" },
rt::Site { line: 66, col: 50, width: 15, name: "" },
rt::Site { line: 66, col: 56, width: 8, name: "-" },
rt::Site { line: 66, col: 56, width: 4, name: "УГОЛ" },
rt::Site { line: 67, col: 18, width: 14, name: "" },
rt::Site { line: 67, col: 24, width: 8, name: "+" },
rt::Site { line: 67, col: 24, width: 4, name: "УГОЛ" },
rt::Site { line: 67, col: 35, width: 15, name: "" },
rt::Site { line: 67, col: 41, width: 8, name: "-" },
rt::Site { line: 67, col: 41, width: 4, name: "ПОЛЕ" },
rt::Site { line: 68, col: 7, width: 1, name: "П" },
rt::Site { line: 68, col: 16, width: 2, name: "ОТ" },
rt::Site { line: 68, col: 11, width: 1, name: "П" },
rt::Site { line: 68, col: 32, width: 2, name: "ДО" },
rt::Site { line: 69, col: 12, width: 38, name: "" },
rt::Site { line: 69, col: 12, width: 38, name: "∨" },
rt::Site { line: 69, col: 12, width: 17, name: "≠" },
rt::Site { line: 69, col: 12, width: 13, name: "СВОЯ ДОСКА" },
rt::Site { line: 69, col: 23, width: 1, name: "П" },
rt::Site { line: 69, col: 32, width: 18, name: "≠" },
rt::Site { line: 69, col: 32, width: 14, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 69, col: 44, width: 1, name: "П" },
rt::Site { line: 70, col: 7, width: 10, name: "" },
rt::Site { line: 70, col: 12, width: 5, name: "+" },
rt::Site { line: 70, col: 12, width: 1, name: "m" },
rt::Site { line: 70, col: 20, width: 24, name: "" },
rt::Site { line: 70, col: 33, width: 11, name: "+" },
rt::Site { line: 70, col: 33, width: 6, name: "ОТКУДА" },
rt::Site { line: 70, col: 42, width: 2, name: "НА" },
rt::Site { line: 70, col: 20, width: 9, name: "СПИСОК" },
rt::Site { line: 70, col: 27, width: 1, name: "m" },
rt::Site { line: 71, col: 7, width: 10, name: "" },
rt::Site { line: 71, col: 12, width: 5, name: "+" },
rt::Site { line: 71, col: 12, width: 1, name: "m" },
rt::Site { line: 71, col: 20, width: 74, name: "" },
rt::Site { line: 71, col: 33, width: 61, name: "" },
rt::Site { line: 71, col: 35, width: 58, name: "+" },
rt::Site { line: 71, col: 35, width: 28, name: "+" },
rt::Site { line: 71, col: 35, width: 10, name: "×" },
rt::Site { line: 71, col: 41, width: 4, name: "УГОЛ" },
rt::Site { line: 71, col: 48, width: 15, name: "÷" },
rt::Site { line: 71, col: 49, width: 9, name: "+" },
rt::Site { line: 71, col: 49, width: 4, name: "ПОЛЕ" },
rt::Site { line: 71, col: 56, width: 2, name: "НА" },
rt::Site { line: 71, col: 66, width: 27, name: "×" },
rt::Site { line: 71, col: 77, width: 16, name: "СВОЯ ДОСКА" },
rt::Site { line: 71, col: 88, width: 4, name: "УГОЛ" },
rt::Site { line: 71, col: 20, width: 9, name: "СПИСОК" },
rt::Site { line: 71, col: 27, width: 1, name: "m" },
rt::Site { line: 158, col: 5, width: 7, name: "" },
rt::Site { line: 158, col: 10, width: 2, name: "" },
rt::Site { line: 158, col: 11, width: 1, name: "З" },
rt::Site { line: 159, col: 5, width: 17, name: "" },
rt::Site { line: 159, col: 10, width: 12, name: "÷" },
rt::Site { line: 159, col: 10, width: 1, name: "З" },
rt::Site { line: 159, col: 25, width: 21, name: "" },
rt::Site { line: 159, col: 30, width: 16, name: "-" },
rt::Site { line: 159, col: 30, width: 1, name: "З" },
rt::Site { line: 159, col: 34, width: 12, name: "×" },
rt::Site { line: 159, col: 45, width: 1, name: "М" },
rt::Site { line: 160, col: 5, width: 14, name: "" },
rt::Site { line: 160, col: 10, width: 9, name: "÷" },
rt::Site { line: 160, col: 10, width: 1, name: "З" },
rt::Site { line: 160, col: 22, width: 18, name: "" },
rt::Site { line: 160, col: 27, width: 13, name: "-" },
rt::Site { line: 160, col: 27, width: 1, name: "З" },
rt::Site { line: 160, col: 31, width: 9, name: "×" },
rt::Site { line: 160, col: 39, width: 1, name: "С" },
rt::Site { line: 161, col: 5, width: 13, name: "" },
rt::Site { line: 161, col: 11, width: 7, name: "÷" },
rt::Site { line: 161, col: 11, width: 1, name: "З" },
rt::Site { line: 161, col: 21, width: 18, name: "" },
rt::Site { line: 161, col: 27, width: 12, name: "-" },
rt::Site { line: 161, col: 27, width: 1, name: "З" },
rt::Site { line: 161, col: 31, width: 8, name: "×" },
rt::Site { line: 161, col: 37, width: 2, name: "ИЗ" },
rt::Site { line: 162, col: 5, width: 19, name: "" },
rt::Site { line: 162, col: 5, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 162, col: 16, width: 2, name: "НА" },
rt::Site { line: 162, col: 27, width: 20, name: "" },
rt::Site { line: 162, col: 46, width: 1, name: "С" },
rt::Site { line: 162, col: 27, width: 15, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 162, col: 39, width: 2, name: "НА" },
rt::Site { line: 163, col: 5, width: 19, name: "" },
rt::Site { line: 163, col: 23, width: 1, name: "М" },
rt::Site { line: 163, col: 5, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 163, col: 16, width: 2, name: "ИЗ" },
rt::Site { line: 163, col: 27, width: 1, name: "" },
rt::Site { line: 163, col: 48, width: 2, name: "ИЗ" },
rt::Site { line: 163, col: 27, width: 17, name: "СВОИ ПОЛЯ" },
rt::Site { line: 163, col: 37, width: 6, name: "÷" },
rt::Site { line: 163, col: 37, width: 1, name: "М" },
rt::Site { line: 174, col: 8, width: 21, name: "" },
rt::Site { line: 174, col: 8, width: 21, name: "=" },
rt::Site { line: 174, col: 8, width: 15, name: "÷" },
rt::Site { line: 174, col: 8, width: 9, name: "СПИСОК" },
rt::Site { line: 174, col: 15, width: 1, name: "i" },
rt::Site { line: 174, col: 26, width: 3, name: "ДОМ" },
rt::Site { line: 176, col: 7, width: 27, name: "" },
rt::Site { line: 176, col: 13, width: 21, name: "-" },
rt::Site { line: 176, col: 13, width: 9, name: "СПИСОК" },
rt::Site { line: 176, col: 20, width: 1, name: "i" },
rt::Site { line: 176, col: 25, width: 9, name: "×" },
rt::Site { line: 176, col: 31, width: 3, name: "ДОМ" },
rt::Site { line: 177, col: 10, width: 27, name: "" },
rt::Site { line: 177, col: 10, width: 27, name: "∨" },
rt::Site { line: 177, col: 10, width: 12, name: "=" },
rt::Site { line: 177, col: 10, width: 2, name: "НА" },
rt::Site { line: 177, col: 15, width: 7, name: "+" },
rt::Site { line: 177, col: 15, width: 3, name: "ДОМ" },
rt::Site { line: 177, col: 25, width: 12, name: "=" },
rt::Site { line: 177, col: 25, width: 2, name: "НА" },
rt::Site { line: 177, col: 30, width: 7, name: "-" },
rt::Site { line: 177, col: 30, width: 3, name: "ДОМ" },
rt::Site { line: 179, col: 9, width: 19, name: "" },
rt::Site { line: 179, col: 14, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 179, col: 25, width: 2, name: "НА" },
rt::Site { line: 180, col: 12, width: 19, name: "" },
rt::Site { line: 180, col: 12, width: 19, name: "=" },
rt::Site { line: 180, col: 12, width: 15, name: "-" },
rt::Site { line: 180, col: 12, width: 1, name: "К" },
rt::Site { line: 180, col: 16, width: 11, name: "×" },
rt::Site { line: 180, col: 16, width: 6, name: "÷" },
rt::Site { line: 180, col: 16, width: 1, name: "К" },
rt::Site { line: 181, col: 15, width: 19, name: "" },
rt::Site { line: 181, col: 15, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 181, col: 26, width: 2, name: "НА" },
rt::Site { line: 181, col: 37, width: 24, name: "" },
rt::Site { line: 181, col: 56, width: 5, name: "+" },
rt::Site { line: 181, col: 56, width: 1, name: "К" },
rt::Site { line: 181, col: 37, width: 15, name: "СВОЯ ДОСКА" },
rt::Site { line: 181, col: 48, width: 3, name: "ДОМ" },
rt::Site { line: 181, col: 64, width: 25, name: "" },
rt::Site { line: 181, col: 85, width: 3, name: "ДОМ" },
rt::Site { line: 181, col: 64, width: 17, name: "СВОИ ПОЛЯ" },
rt::Site { line: 181, col: 74, width: 6, name: "÷" },
rt::Site { line: 181, col: 74, width: 1, name: "К" },
rt::Site { line: 198, col: 5, width: 14, name: "" },
rt::Site { line: 198, col: 10, width: 9, name: "СПИСОК" },
rt::Site { line: 198, col: 17, width: 1, name: "i" },
rt::Site { line: 199, col: 8, width: 5, name: "" },
rt::Site { line: 199, col: 8, width: 5, name: "<" },
rt::Site { line: 199, col: 8, width: 1, name: "Х" },
rt::Site { line: 201, col: 7, width: 51, name: "ВОЗВРАТ ХОДА" },
rt::Site { line: 202, col: 7, width: 1, name: "ВОЗВРАТ КОРОЛЯ" },
rt::Site { line: 202, col: 25, width: 16, name: "" },
rt::Site { line: 202, col: 25, width: 16, name: "=" },
rt::Site { line: 202, col: 25, width: 10, name: "q" },
rt::Site { line: 202, col: 27, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 202, col: 46, width: 5, name: "-" },
rt::Site { line: 202, col: 46, width: 1, name: "i" },
rt::Site { line: 202, col: 57, width: 5, name: "-" },
rt::Site { line: 202, col: 57, width: 1, name: "i" },
rt::Site { line: 203, col: 12, width: 16, name: "" },
rt::Site { line: 203, col: 12, width: 16, name: ">" },
rt::Site { line: 203, col: 12, width: 12, name: "СВОИ ПОЛЯ" },
rt::Site { line: 204, col: 13, width: 5, name: "" },
rt::Site { line: 204, col: 13, width: 5, name: "ДАЛЕЕ" },
rt::Site { line: 206, col: 8, width: 7, name: "" },
rt::Site { line: 206, col: 8, width: 7, name: "<" },
rt::Site { line: 206, col: 8, width: 1, name: "Х" },
rt::Site { line: 206, col: 27, width: 5, name: "" },
rt::Site { line: 206, col: 27, width: 5, name: "ДАЛЕЕ" },
rt::Site { line: 207, col: 5, width: 13, name: "" },
rt::Site { line: 207, col: 11, width: 7, name: "÷" },
rt::Site { line: 207, col: 11, width: 1, name: "Х" },
rt::Site { line: 207, col: 21, width: 18, name: "" },
rt::Site { line: 207, col: 27, width: 12, name: "-" },
rt::Site { line: 207, col: 27, width: 1, name: "Х" },
rt::Site { line: 207, col: 31, width: 8, name: "×" },
rt::Site { line: 207, col: 37, width: 2, name: "ИЗ" },
rt::Site { line: 208, col: 5, width: 19, name: "" },
rt::Site { line: 208, col: 10, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 208, col: 21, width: 2, name: "ИЗ" },
rt::Site { line: 208, col: 27, width: 11, name: "" },
rt::Site { line: 208, col: 32, width: 6, name: "÷" },
rt::Site { line: 208, col: 32, width: 1, name: "М" },
rt::Site { line: 208, col: 41, width: 17, name: "" },
rt::Site { line: 208, col: 48, width: 10, name: "-" },
rt::Site { line: 208, col: 48, width: 1, name: "М" },
rt::Site { line: 208, col: 52, width: 6, name: "×" },
rt::Site { line: 208, col: 57, width: 1, name: "j" },
rt::Site { line: 209, col: 8, width: 17, name: "" },
rt::Site { line: 209, col: 8, width: 17, name: ">" },
rt::Site { line: 209, col: 8, width: 13, name: "СПИСОК" },
rt::Site { line: 209, col: 15, width: 5, name: "+" },
rt::Site { line: 209, col: 15, width: 1, name: "i" },
rt::Site { line: 209, col: 37, width: 16, name: "" },
rt::Site { line: 209, col: 37, width: 10, name: "q" },
rt::Site { line: 209, col: 39, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 209, col: 56, width: 21, name: "" },
rt::Site { line: 209, col: 63, width: 13, name: "СПИСОК" },
rt::Site { line: 209, col: 70, width: 5, name: "+" },
rt::Site { line: 209, col: 70, width: 1, name: "i" },
rt::Site { line: 210, col: 10, width: 15, name: "" },
rt::Site { line: 210, col: 10, width: 10, name: "q" },
rt::Site { line: 210, col: 12, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 211, col: 8, width: 7, name: "" },
rt::Site { line: 211, col: 8, width: 7, name: "=" },
rt::Site { line: 211, col: 8, width: 3, name: "КОД" },
rt::Site { line: 211, col: 21, width: 9, name: "" },
rt::Site { line: 211, col: 38, width: 7, name: "" },
rt::Site { line: 211, col: 38, width: 7, name: "=" },
rt::Site { line: 211, col: 38, width: 3, name: "КОД" },
rt::Site { line: 211, col: 51, width: 8, name: "" },
rt::Site { line: 212, col: 5, width: 19, name: "" },
rt::Site { line: 212, col: 5, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 212, col: 16, width: 2, name: "ИЗ" },
rt::Site { line: 212, col: 27, width: 30, name: "" },
rt::Site { line: 212, col: 45, width: 12, name: "+" },
rt::Site { line: 212, col: 45, width: 6, name: "×" },
rt::Site { line: 212, col: 50, width: 1, name: "j" },
rt::Site { line: 212, col: 54, width: 3, name: "КОД" },
rt::Site { line: 212, col: 27, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 212, col: 38, width: 2, name: "НА" },
rt::Site { line: 213, col: 5, width: 20, name: "" },
rt::Site { line: 213, col: 5, width: 15, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 213, col: 17, width: 2, name: "НА" },
rt::Site { line: 213, col: 28, width: 18, name: "" },
rt::Site { line: 213, col: 44, width: 2, name: "НА" },
rt::Site { line: 213, col: 28, width: 12, name: "СВОИ ПОЛЯ" },
rt::Site { line: 213, col: 38, width: 1, name: "j" },
rt::Site { line: 214, col: 5, width: 22, name: "" },
rt::Site { line: 214, col: 16, width: 11, name: "+" },
rt::Site { line: 214, col: 16, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 215, col: 8, width: 43, name: "" },
rt::Site { line: 215, col: 8, width: 43, name: "∧" },
rt::Site { line: 215, col: 8, width: 14, name: "=" },
rt::Site { line: 215, col: 8, width: 10, name: "-" },
rt::Site { line: 215, col: 8, width: 1, name: "М" },
rt::Site { line: 215, col: 12, width: 6, name: "×" },
rt::Site { line: 215, col: 17, width: 1, name: "j" },
rt::Site { line: 215, col: 26, width: 25, name: "∨" },
rt::Site { line: 215, col: 26, width: 11, name: "=" },
rt::Site { line: 215, col: 26, width: 2, name: "НА" },
rt::Site { line: 215, col: 31, width: 6, name: "+" },
rt::Site { line: 215, col: 31, width: 2, name: "ИЗ" },
rt::Site { line: 215, col: 40, width: 11, name: "=" },
rt::Site { line: 215, col: 40, width: 2, name: "НА" },
rt::Site { line: 215, col: 45, width: 6, name: "-" },
rt::Site { line: 215, col: 45, width: 2, name: "ИЗ" },
rt::Site { line: 219, col: 7, width: 42, name: "" },
rt::Site { line: 219, col: 18, width: 7, name: "" },
rt::Site { line: 219, col: 18, width: 7, name: ">" },
rt::Site { line: 219, col: 18, width: 2, name: "НА" },
rt::Site { line: 219, col: 23, width: 2, name: "ИЗ" },
rt::Site { line: 219, col: 31, width: 6, name: "+" },
rt::Site { line: 219, col: 31, width: 2, name: "ИЗ" },
rt::Site { line: 219, col: 43, width: 6, name: "-" },
rt::Site { line: 219, col: 43, width: 2, name: "ИЗ" },
rt::Site { line: 219, col: 52, width: 24, name: "" },
rt::Site { line: 219, col: 63, width: 13, name: "÷" },
rt::Site { line: 219, col: 64, width: 7, name: "+" },
rt::Site { line: 219, col: 64, width: 2, name: "ИЗ" },
rt::Site { line: 219, col: 69, width: 2, name: "НА" },
rt::Site { line: 220, col: 7, width: 29, name: "" },
rt::Site { line: 220, col: 16, width: 20, name: "-" },
rt::Site { line: 220, col: 16, width: 16, name: "СВОЯ ДОСКА" },
rt::Site { line: 220, col: 27, width: 4, name: "УГОЛ" },
rt::Site { line: 220, col: 39, width: 21, name: "" },
rt::Site { line: 220, col: 39, width: 16, name: "СВОЯ ДОСКА" },
rt::Site { line: 220, col: 50, width: 4, name: "УГОЛ" },
rt::Site { line: 220, col: 63, width: 32, name: "" },
rt::Site { line: 220, col: 88, width: 7, name: "СРЕДНЕЕ" },
rt::Site { line: 220, col: 63, width: 21, name: "СВОИ ПОЛЯ" },
rt::Site { line: 220, col: 73, width: 10, name: "÷" },
rt::Site { line: 220, col: 73, width: 5, name: "ЛАДЬЯ" },
rt::Site { line: 221, col: 7, width: 19, name: "" },
rt::Site { line: 221, col: 7, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 221, col: 18, width: 2, name: "ИЗ" },
rt::Site { line: 221, col: 29, width: 24, name: "" },
rt::Site { line: 221, col: 29, width: 19, name: "СВОЯ ДОСКА" },
rt::Site { line: 221, col: 40, width: 7, name: "СРЕДНЕЕ" },
rt::Site { line: 222, col: 7, width: 29, name: "" },
rt::Site { line: 222, col: 12, width: 24, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 222, col: 24, width: 11, name: "-" },
rt::Site { line: 222, col: 24, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 223, col: 7, width: 63, name: "ОБЗОР ХОДОВ" },
rt::Site { line: 224, col: 7, width: 19, name: "" },
rt::Site { line: 224, col: 7, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 224, col: 18, width: 2, name: "ИЗ" },
rt::Site { line: 224, col: 29, width: 28, name: "" },
rt::Site { line: 224, col: 52, width: 5, name: "ЛАДЬЯ" },
rt::Site { line: 224, col: 29, width: 19, name: "СВОЯ ДОСКА" },
rt::Site { line: 224, col: 40, width: 7, name: "СРЕДНЕЕ" },
rt::Site { line: 230, col: 3, width: 1, name: "" },
rt::Site { line: 231, col: 10, width: 24, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 231, col: 22, width: 11, name: "-" },
rt::Site { line: 231, col: 22, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 232, col: 5, width: 58, name: "ОБЗОР ХОДОВ" },
rt::Site { line: 233, col: 5, width: 1, name: "" },
rt::Site { line: 233, col: 29, width: 1, name: "n" },
rt::Site { line: 233, col: 5, width: 20, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 233, col: 17, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 226, col: 5, width: 1, name: "" },
rt::Site { line: 227, col: 7, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 227, col: 18, width: 2, name: "ИЗ" },
rt::Site { line: 227, col: 29, width: 28, name: "" },
rt::Site { line: 227, col: 52, width: 5, name: "ЛАДЬЯ" },
rt::Site { line: 227, col: 29, width: 19, name: "СВОЯ ДОСКА" },
rt::Site { line: 227, col: 40, width: 7, name: "СРЕДНЕЕ" },
rt::Site { line: 228, col: 13, width: 5, name: "" },
rt::Site { line: 228, col: 13, width: 5, name: "ДАЛЕЕ" },
rt::Site { line: 244, col: 5, width: 8, name: "input" },
rt::Site { line: 245, col: 5, width: 42, name: "j" },
rt::Site { line: 245, col: 9, width: 1, name: "j" },
rt::Site { line: 245, col: 35, width: 12, name: "" },
rt::Site { line: 245, col: 35, width: 7, name: "ПОЛЯ" },
rt::Site { line: 245, col: 40, width: 1, name: "j" },
rt::Site { line: 246, col: 5, width: 1, name: "j" },
rt::Site { line: 246, col: 9, width: 1, name: "j" },
rt::Site { line: 246, col: 29, width: 1, name: "k" },
rt::Site { line: 248, col: 7, width: 16, name: "input" },
rt::Site { line: 249, col: 7, width: 51, name: "" },
rt::Site { line: 249, col: 15, width: 43, name: "+" },
rt::Site { line: 249, col: 15, width: 30, name: "×" },
rt::Site { line: 249, col: 20, width: 25, name: "-" },
rt::Site { line: 249, col: 20, width: 21, name: "-" },
rt::Site { line: 249, col: 20, width: 4, name: "ПОЛЕ" },
rt::Site { line: 249, col: 27, width: 14, name: "×" },
rt::Site { line: 249, col: 27, width: 9, name: "÷" },
rt::Site { line: 249, col: 27, width: 4, name: "ПОЛЕ" },
rt::Site { line: 249, col: 49, width: 9, name: "÷" },
rt::Site { line: 249, col: 49, width: 4, name: "ПОЛЕ" },
rt::Site { line: 250, col: 7, width: 15, name: "" },
rt::Site { line: 250, col: 18, width: 4, name: "ПОЛЕ" },
rt::Site { line: 250, col: 7, width: 7, name: "ПОЛЯ" },
rt::Site { line: 250, col: 12, width: 1, name: "j" },
rt::Site { line: 250, col: 25, width: 1, name: "" },
rt::Site { line: 250, col: 40, width: 12, name: "+" },
rt::Site { line: 250, col: 40, width: 6, name: "×" },
rt::Site { line: 250, col: 45, width: 1, name: "j" },
rt::Site { line: 250, col: 49, width: 3, name: "КОД" },
rt::Site { line: 250, col: 25, width: 11, name: "ДОСКА" },
rt::Site { line: 250, col: 31, width: 4, name: "ПОЛЕ" },
rt::Site { line: 268, col: 8, width: 11, name: "" },
rt::Site { line: 268, col: 8, width: 11, name: "=" },
rt::Site { line: 268, col: 8, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 270, col: 7, width: 15, name: "" },
rt::Site { line: 270, col: 12, width: 10, name: "СПИСОК" },
rt::Site { line: 270, col: 19, width: 2, name: "Б1" },
rt::Site { line: 271, col: 7, width: 11, name: "output" },
rt::Site { line: 271, col: 21, width: 21, name: "outstring" },
rt::Site { line: 272, col: 7, width: 20, name: "ПЕЧАТЬ ПОЛЯ" },
rt::Site { line: 262, col: 27, width: 1, name: "П" },
rt::Site { line: 272, col: 19, width: 7, name: "÷" },
rt::Site { line: 272, col: 19, width: 1, name: "Х" },
rt::Site { line: 272, col: 30, width: 30, name: "ПЕЧАТЬ ПОЛЯ" },
rt::Site { line: 272, col: 42, width: 17, name: "-" },
rt::Site { line: 272, col: 42, width: 1, name: "Х" },
rt::Site { line: 272, col: 46, width: 13, name: "×" },
rt::Site { line: 272, col: 46, width: 7, name: "÷" },
rt::Site { line: 272, col: 46, width: 1, name: "Х" },
rt::Site { line: 273, col: 10, width: 10, name: "" },
rt::Site { line: 273, col: 10, width: 10, name: "=" },
rt::Site { line: 273, col: 10, width: 4, name: "q" },
rt::Site { line: 273, col: 25, width: 38, name: "outchar" },
rt::Site { line: 273, col: 44, width: 18, name: "-" },
rt::Site { line: 273, col: 44, width: 14, name: "СПИСОК" },
rt::Site { line: 273, col: 51, width: 6, name: "+" },
rt::Site { line: 273, col: 51, width: 2, name: "Б1" },
rt::Site { line: 275, col: 5, width: 1, name: "Г" },
rt::Site { line: 275, col: 9, width: 1, name: "Г" },
rt::Site { line: 277, col: 7, width: 11, name: "output" },
rt::Site { line: 277, col: 21, width: 29, name: "outchar" },
rt::Site { line: 277, col: 44, width: 5, name: "+" },
rt::Site { line: 277, col: 44, width: 1, name: "Г" },
rt::Site { line: 277, col: 53, width: 17, name: "outstring" },
rt::Site { line: 278, col: 7, width: 1, name: "В" },
rt::Site { line: 278, col: 11, width: 1, name: "В" },
rt::Site { line: 280, col: 9, width: 27, name: "" },
rt::Site { line: 280, col: 14, width: 22, name: "ДОСКА БЕЛЫХ" },
rt::Site { line: 280, col: 26, width: 9, name: "+" },
rt::Site { line: 280, col: 26, width: 5, name: "×" },
rt::Site { line: 280, col: 30, width: 1, name: "Г" },
rt::Site { line: 280, col: 34, width: 1, name: "В" },
rt::Site { line: 281, col: 12, width: 5, name: "" },
rt::Site { line: 281, col: 12, width: 5, name: "≠" },
rt::Site { line: 281, col: 12, width: 1, name: "К" },
rt::Site { line: 281, col: 23, width: 39, name: "outchar" },
rt::Site { line: 281, col: 46, width: 15, name: "-" },
rt::Site { line: 281, col: 46, width: 1, name: "К" },
rt::Site { line: 281, col: 50, width: 11, name: "×" },
rt::Site { line: 281, col: 50, width: 6, name: "÷" },
rt::Site { line: 281, col: 50, width: 1, name: "К" },
rt::Site { line: 284, col: 11, width: 28, name: "" },
rt::Site { line: 284, col: 16, width: 23, name: "ДОСКА ЧЕРНЫХ" },
rt::Site { line: 284, col: 29, width: 9, name: "+" },
rt::Site { line: 284, col: 29, width: 5, name: "×" },
rt::Site { line: 284, col: 33, width: 1, name: "Г" },
rt::Site { line: 284, col: 37, width: 1, name: "В" },
rt::Site { line: 285, col: 14, width: 5, name: "" },
rt::Site { line: 285, col: 14, width: 5, name: "≠" },
rt::Site { line: 285, col: 14, width: 1, name: "К" },
rt::Site { line: 285, col: 25, width: 39, name: "outchar" },
rt::Site { line: 285, col: 48, width: 15, name: "-" },
rt::Site { line: 285, col: 48, width: 1, name: "К" },
rt::Site { line: 285, col: 52, width: 11, name: "×" },
rt::Site { line: 285, col: 52, width: 6, name: "÷" },
rt::Site { line: 285, col: 52, width: 1, name: "К" },
rt::Site { line: 285, col: 70, width: 17, name: "outstring" },
rt::Site { line: 289, col: 5, width: 11, name: "output" },
rt::Site { line: 289, col: 19, width: 26, name: "outstring" },
rt::Site { line: 289, col: 48, width: 11, name: "output" },
rt::Site { line: 264, col: 7, width: 43, name: "outchar" },
rt::Site { line: 264, col: 30, width: 19, name: "-" },
rt::Site { line: 264, col: 30, width: 1, name: "П" },
rt::Site { line: 264, col: 34, width: 15, name: "×" },
rt::Site { line: 264, col: 34, width: 11, name: "÷" },
rt::Site { line: 264, col: 35, width: 5, name: "-" },
rt::Site { line: 264, col: 35, width: 1, name: "П" },
rt::Site { line: 265, col: 7, width: 39, name: "outchar" },
rt::Site { line: 265, col: 30, width: 15, name: "+" },
rt::Site { line: 265, col: 30, width: 11, name: "÷" },
rt::Site { line: 265, col: 31, width: 5, name: "-" },
rt::Site { line: 265, col: 31, width: 1, name: "П" },
];

pub static INFO: rt::ProgramInfo = rt::ProgramInfo { file: "programs/algol/mate-in-6.alg", lines: LINES, sites: SITES, owns: &[] };

static MAIN_SLOTS: &[SlotInit] = &[];

/// Runs the program: numbers from `input`, output to `out`; a runtime error comes back as the interpreter's diagnostic.
pub fn run(input: &mut dyn std::io::BufRead, out: &mut dyn std::io::Write, limits: rt::Limits, stack_budget: usize) -> Result<rt::Stats, rt::Diagnostic> {
    rt::run(&INFO, MAIN_SLOTS, main_entry, input, out, limits, stack_budget)
}

/// The outermost block's function as the runtime calls it.
fn main_entry(rt: &Rt, _f: &Fr) -> R<()> {
    main_block(rt)
}

/// The activation record of the outermost block.
struct MainFrame<'a> {
    up: std::marker::PhantomData<&'a ()>,
    /// This activation's identity, for its labels.
    id: u64,
    s: rt::Var<i64>,
    ss: rt::Var<i64>,
    n: rt::Var<i64>,
    i: rt::Var<i64>,
    УРОВЕНЬ: rt::Var<i64>,
    Б1: rt::Var<i64>,
    Ч1: rt::Var<i64>,
    Б2: rt::Var<i64>,
    Ч2: rt::Var<i64>,
    Б3: rt::Var<i64>,
    Ч3: rt::Var<i64>,
    Б4: rt::Var<i64>,
    Ч4: rt::Var<i64>,
    Б5: rt::Var<i64>,
    Ч5: rt::Var<i64>,
    ББ: rt::Var<i64>,
    ЧЧ: rt::Var<i64>,
    РУБЕЖХОДОВ: &'a rt::Arr<i64>,
    q: &'a rt::Arr<i64>,
    СПИСОК: &'a rt::Arr<i64>,
    ВОЗМОЖЕНПАТ: &'a rt::Arr<bool>,
    ДОСКАБЕЛЫХ: &'a rt::Arr<i64>,
    ДОСКАЧЕРНЫХ: &'a rt::Arr<i64>,
    ПОЛЯБЕЛЫХ: &'a rt::Arr<i64>,
    ПОЛЯЧЕРНЫХ: &'a rt::Arr<i64>,
    ШАГВЕРТИКАЛИ: &'a rt::Arr<i64>,
    ШАГГОРИЗОНТАЛИ: &'a rt::Arr<i64>,
}

/// The outermost block.
fn main_block<'a>(rt: &Rt) -> R<()> {
    // 31: integer array РУБЕЖ ХОДОВ, q[0:13], СПИСОК[1:10500];
    let РУБЕЖХОДОВ_array = rt.arr::<i64>(vec![(0, 13)], 0)?;
    let q_array = rt.arr::<i64>(vec![(0, 13)], 0)?;
    // 31: integer array РУБЕЖ ХОДОВ, q[0:13], СПИСОК[1:10500];
    let СПИСОК_array = rt.arr::<i64>(vec![(1, 10500)], 1)?;
    // 32: Boolean array ВОЗМОЖЕН ПАТ[1:5];
    let ВОЗМОЖЕНПАТ_array = rt.arr::<bool>(vec![(1, 5)], 2)?;
    // 33: integer array ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ[1:64], ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ[0:16],
    let ДОСКАБЕЛЫХ_array = rt.arr::<i64>(vec![(1, 64)], 3)?;
    let ДОСКАЧЕРНЫХ_array = rt.arr::<i64>(vec![(1, 64)], 3)?;
    // 33: integer array ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ[1:64], ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ[0:16],
    let ПОЛЯБЕЛЫХ_array = rt.arr::<i64>(vec![(0, 16)], 4)?;
    let ПОЛЯЧЕРНЫХ_array = rt.arr::<i64>(vec![(0, 16)], 4)?;
    // 34: ШАГ ВЕРТИКАЛИ, ШАГ ГОРИЗОНТАЛИ[1:16];
    let ШАГВЕРТИКАЛИ_array = rt.arr::<i64>(vec![(1, 16)], 5)?;
    let ШАГГОРИЗОНТАЛИ_array = rt.arr::<i64>(vec![(1, 16)], 5)?;
    let f = &MainFrame {
        up: std::marker::PhantomData,
        id: rt.new_id(),
        s: rt::var(),
        ss: rt::var(),
        n: rt::var(),
        i: rt::var(),
        УРОВЕНЬ: rt::var(),
        Б1: rt::var(),
        Ч1: rt::var(),
        Б2: rt::var(),
        Ч2: rt::var(),
        Б3: rt::var(),
        Ч3: rt::var(),
        Б4: rt::var(),
        Ч4: rt::var(),
        Б5: rt::var(),
        Ч5: rt::var(),
        ББ: rt::var(),
        ЧЧ: rt::var(),
        РУБЕЖХОДОВ: &РУБЕЖХОДОВ_array,
        q: &q_array,
        СПИСОК: &СПИСОК_array,
        ВОЗМОЖЕНПАТ: &ВОЗМОЖЕНПАТ_array,
        ДОСКАБЕЛЫХ: &ДОСКАБЕЛЫХ_array,
        ДОСКАЧЕРНЫХ: &ДОСКАЧЕРНЫХ_array,
        ПОЛЯБЕЛЫХ: &ПОЛЯБЕЛЫХ_array,
        ПОЛЯЧЕРНЫХ: &ПОЛЯЧЕРНЫХ_array,
        ШАГВЕРТИКАЛИ: &ШАГВЕРТИКАЛИ_array,
        ШАГГОРИЗОНТАЛИ: &ШАГГОРИЗОНТАЛИ_array,
    };
    // A `go to` from a procedure called here comes back as an unwinding and goes on at its label.
    let mut label = None;
    loop {
        match main_block_from(rt, f, label) {
            Ok(()) => return Ok(()),
            Err(e) => label = Some(rt.resume_id(e, f.id)?),
        }
    }
}

/// `main_block` from its start (`label` is `None`) or from the label numbered `label` on.
fn main_block_from(rt: &Rt, f: &MainFrame<'_>, mut label: Option<u32>) -> R<()> {
    'at_end: {
        'at_539: {
            match label {
                None => {
                    'at_313: {
                        // 295: ШАГ ВЕРТИКАЛИ[1] := 1;  ШАГ ГОРИЗОНТАЛИ[1] := 0;
                        rt.elem_at1(f.ШАГВЕРТИКАЛИ, 1, 7)?.set(Some(1));
                        rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 1, 9)?.set(Some(0));
                        // 296: ШАГ ВЕРТИКАЛИ[2] := -1;  ШАГ ГОРИЗОНТАЛИ[2] := 0;
                        rt.elem_at1(f.ШАГВЕРТИКАЛИ, 2, 11)?.set(Some(-1));
                        rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 2, 13)?.set(Some(0));
                        // 297: ШАГ ВЕРТИКАЛИ[3] := 0;  ШАГ ГОРИЗОНТАЛИ[3] := 1;
                        rt.elem_at1(f.ШАГВЕРТИКАЛИ, 3, 15)?.set(Some(0));
                        rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 3, 17)?.set(Some(1));
                        // 298: ШАГ ВЕРТИКАЛИ[4] := 0;  ШАГ ГОРИЗОНТАЛИ[4] := -1;
                        rt.elem_at1(f.ШАГВЕРТИКАЛИ, 4, 19)?.set(Some(0));
                        rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 4, 21)?.set(Some(-1));
                        // 299: ШАГ ВЕРТИКАЛИ[5] := 1;  ШАГ ГОРИЗОНТАЛИ[5] := 1;
                        rt.elem_at1(f.ШАГВЕРТИКАЛИ, 5, 23)?.set(Some(1));
                        rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 5, 25)?.set(Some(1));
                        // 300: ШАГ ВЕРТИКАЛИ[6] := 1;  ШАГ ГОРИЗОНТАЛИ[6] := -1;
                        rt.elem_at1(f.ШАГВЕРТИКАЛИ, 6, 27)?.set(Some(1));
                        rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 6, 29)?.set(Some(-1));
                        // 301: ШАГ ВЕРТИКАЛИ[7] := -1;  ШАГ ГОРИЗОНТАЛИ[7] := 1;
                        rt.elem_at1(f.ШАГВЕРТИКАЛИ, 7, 31)?.set(Some(-1));
                        rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 7, 33)?.set(Some(1));
                        // 302: ШАГ ВЕРТИКАЛИ[8] := -1;  ШАГ ГОРИЗОНТАЛИ[8] := -1;
                        rt.elem_at1(f.ШАГВЕРТИКАЛИ, 8, 35)?.set(Some(-1));
                        rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 8, 37)?.set(Some(-1));
                        // 303: ШАГ ВЕРТИКАЛИ[9] := 1;  ШАГ ГОРИЗОНТАЛИ[9] := 2;
                        rt.elem_at1(f.ШАГВЕРТИКАЛИ, 9, 39)?.set(Some(1));
                        rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 9, 41)?.set(Some(2));
                        // 304: ШАГ ВЕРТИКАЛИ[10] := 2;  ШАГ ГОРИЗОНТАЛИ[10] := 1;
                        rt.elem_at1(f.ШАГВЕРТИКАЛИ, 10, 43)?.set(Some(2));
                        rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 10, 45)?.set(Some(1));
                        // 305: ШАГ ВЕРТИКАЛИ[11] := 2;  ШАГ ГОРИЗОНТАЛИ[11] := -1;
                        rt.elem_at1(f.ШАГВЕРТИКАЛИ, 11, 47)?.set(Some(2));
                        rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 11, 49)?.set(Some(-1));
                        // 306: ШАГ ВЕРТИКАЛИ[12] := 1;  ШАГ ГОРИЗОНТАЛИ[12] := -2;
                        rt.elem_at1(f.ШАГВЕРТИКАЛИ, 12, 51)?.set(Some(1));
                        rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 12, 53)?.set(Some(-2));
                        // 307: ШАГ ВЕРТИКАЛИ[13] := -1;  ШАГ ГОРИЗОНТАЛИ[13] := -2;
                        rt.elem_at1(f.ШАГВЕРТИКАЛИ, 13, 55)?.set(Some(-1));
                        rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 13, 57)?.set(Some(-2));
                        // 308: ШАГ ВЕРТИКАЛИ[14] := -2;  ШАГ ГОРИЗОНТАЛИ[14] := -1;
                        rt.elem_at1(f.ШАГВЕРТИКАЛИ, 14, 59)?.set(Some(-2));
                        rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 14, 61)?.set(Some(-1));
                        // 309: ШАГ ВЕРТИКАЛИ[15] := -2;  ШАГ ГОРИЗОНТАЛИ[15] := 1;
                        rt.elem_at1(f.ШАГВЕРТИКАЛИ, 15, 63)?.set(Some(-2));
                        rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 15, 65)?.set(Some(1));
                        // 310: ШАГ ВЕРТИКАЛИ[16] := -1;  ШАГ ГОРИЗОНТАЛИ[16] := 2;
                        rt.elem_at1(f.ШАГВЕРТИКАЛИ, 16, 67)?.set(Some(-1));
                        rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 16, 69)?.set(Some(2));
                        // 311: ОЧИСТКА ДОСОК:
                        f.i.set(Some(1));
                        if !(rt.read(&f.i, 71)? > 64) {
                            loop {
                                // 312: for i := 1 step 1 until 64 do ДОСКА БЕЛЫХ[i] := ДОСКА ЧЕРНЫХ[i] := 0;
                                {
                                    let p0 = rt.elem_at1(f.ДОСКАБЕЛЫХ, rt.read(&f.i, 74)?, 73)?;
                                    let p1 = rt.elem_at1(f.ДОСКАЧЕРНЫХ, rt.read(&f.i, 76)?, 75)?;
                                    let v: i64 = 0;
                                    p0.set(Some(v));
                                    p1.set(Some(v));
                                }
                                // 311: ОЧИСТКА ДОСОК:
                                f.i.set(Some(rt.add(rt.read(&f.i, 71)?, 1, 70)?));
                                if rt.read(&f.i, 71)? > 64 {
                                    break 'at_313;
                                }
                                rt.step(Some(70))?;
                            }
                        }
                    }
                    'at_319: {
                        // 313: ВВОД ЧИСЛА ХОДОВ: input(s);  ss := 2 × s;
                        { rt.input_to(&f.s, rt::Ty::Integer, rt::v_int, 77)?; };
                        f.ss.set(Some(rt.mul(2, rt.read(&f.s, 80)?, 79)?));
                        // 314: for i := 0 step 1 until ss + 1 do
                        f.i.set(Some(0));
                        if !(rt.read(&f.i, 82)? > rt.add(rt.read(&f.ss, 84)?, 1, 83)?) {
                            loop {
                                // 315: begin РУБЕЖ ХОДОВ[i] := 1;  q[i] := 0 end;
                                rt.elem_at1(f.РУБЕЖХОДОВ, rt.read(&f.i, 87)?, 86)?.set(Some(1));
                                rt.elem_at1(f.q, rt.read(&f.i, 90)?, 89)?.set(Some(0));
                                // 314: for i := 0 step 1 until ss + 1 do
                                f.i.set(Some(rt.add(rt.read(&f.i, 82)?, 1, 81)?));
                                if rt.read(&f.i, 82)? > rt.add(rt.read(&f.ss, 84)?, 1, 83)? {
                                    break 'at_319;
                                }
                                rt.step(Some(81))?;
                            }
                        }
                    }
                    // 319: ПОЛЯ БЕЛЫХ[0] := 8;  ПОЛЯ ЧЕРНЫХ[0] := -8;
                    rt.elem_at1(f.ПОЛЯБЕЛЫХ, 0, 92)?.set(Some(8));
                    rt.elem_at1(f.ПОЛЯЧЕРНЫХ, 0, 94)?.set(Some(-8));
                    // 320: ВВОД ФИГУР(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ);  ВВОД ФИГУР(ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ);
                    {
                        let a0 = f.ПОЛЯБЕЛЫХ;
                        let a1 = f.ДОСКАБЕЛЫХ;
                        rt.call(95, || p4_ВВОДФИГУР(rt, f, a0, a1))?
                    };
                    {
                        let a0 = f.ПОЛЯЧЕРНЫХ;
                        let a1 = f.ДОСКАЧЕРНЫХ;
                        rt.call(98, || p4_ВВОДФИГУР(rt, f, a0, a1))?
                    };
                    // 321: УРОВЕНЬ := 1;  ПЕЧАТЬ ПОЗИЦИИ;
                    f.УРОВЕНЬ.set(Some(1));
                    rt.call(100, || p5_ПЕЧАТЬПОЗИЦИИ(rt, f))?;
                    // 322: n := РУБЕЖ ХОДОВ[0];
                    f.n.set(Some(rt.load1(f.РУБЕЖХОДОВ, 0, 102)?));
                    // 323: ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, ОШИБКА);
                    {
                        let a0 = f.ПОЛЯБЕЛЫХ;
                        let a1 = f.ДОСКАБЕЛЫХ;
                        let a2 = f.ДОСКАЧЕРНЫХ;
                        let a3 = &f.n;
                        let a4 = rt::Lbl { frame: f.id, label: 42 };
                        rt.call(103, || p0_ОБЗОРХОДОВ(rt, f, a0, a1, a2, a3, a4))?
                    };
                    // 324: РУБЕЖ ХОДОВ[1] := n;
                    rt.elem_at1(f.РУБЕЖХОДОВ, 1, 111)?.set(Some(rt.read(&f.n, 110)?));
                    // 325: НАЧАЛО:
                    f.Б1.set(Some(3));
                    if rt.read(&f.Б1, 113)? > rt.load1(f.РУБЕЖХОДОВ, 1, 114)? {
                        break 'at_539;
                    }
                }
                Some(5) => {
                }
                Some(7) => {
                }
                Some(9) => {
                }
                Some(11) => {
                }
                Some(14) => {
                }
                Some(15) => {
                }
                Some(17) => {
                }
                Some(20) => {
                }
                Some(21) => {
                }
                Some(23) => {
                }
                Some(26) => {
                }
                Some(27) => {
                }
                Some(29) => {
                }
                Some(32) => {
                }
                Some(33) => {
                }
                Some(35) => {
                }
                Some(38) => {
                }
                Some(41) => {
                }
                Some(42) => {
                    label = None;
                    // 541: ОШИБКА:
                    { rt.output("/,T,ПЕРВЫМ ХОДОМ БЕРЕТСЯ КОРОЛЬ ЧЕРНЫХ,/", &[], 115)?; };
                    break 'at_end;
                }
                _ => {
                    break 'at_end;
                }
            }
            loop {
                'at_536: {
                    'at_532: {
                        'at_520: {
                            match label {
                                Some(5) => {
                                }
                                Some(7) => {
                                }
                                Some(9) => {
                                }
                                Some(11) => {
                                }
                                Some(14) => {
                                }
                                Some(15) => {
                                }
                                Some(17) => {
                                }
                                Some(20) => {
                                }
                                Some(21) => {
                                }
                                Some(23) => {
                                }
                                Some(26) => {
                                }
                                Some(27) => {
                                }
                                Some(29) => {
                                }
                                Some(32) => {
                                }
                                Some(33) => {
                                }
                                Some(35) => {
                                }
                                Some(38) => {
                                    label = None;
                                    // 530: МАТ1:
                                    { rt.output("/,T,МАТ НА ПЕРВОМ ХОДЕ,/", &[], 116)?; };
                                    break 'at_532;
                                }
                                Some(41) => {
                                    label = None;
                                    break 'at_536;
                                }
                                _ => {
                                    // 328: ВОЗМОЖЕН ПАТ[1] := true;
                                    rt.elem_at1(f.ВОЗМОЖЕНПАТ, 1, 118)?.set(Some(true));
                                    // 329: ВЫПОЛНЕНИЕ ХОДА(Б1, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, Б1 ПРОДОЛЖЕНИЕ);
                                    {
                                        let a0 = rt.read(&f.Б1, 120)?;
                                        let a1 = f.ДОСКАБЕЛЫХ;
                                        let a2 = f.ДОСКАЧЕРНЫХ;
                                        let a3 = f.ПОЛЯБЕЛЫХ;
                                        let a4 = f.ПОЛЯЧЕРНЫХ;
                                        let a5 = rt::Lbl { frame: f.id, label: 41 };
                                        rt.call(119, || p3_ВЫПОЛНЕНИЕХОДА(rt, f, a0, a1, a2, a3, a4, a5))?
                                    };
                                    // 330: for Ч1 := РУБЕЖ ХОДОВ[1] + 2 step 1 until РУБЕЖ ХОДОВ[2] do
                                    f.Ч1.set(Some(rt.add(rt.load1(f.РУБЕЖХОДОВ, 1, 128)?, 2, 127)?));
                                    if rt.read(&f.Ч1, 129)? > rt.load1(f.РУБЕЖХОДОВ, 2, 130)? {
                                        break 'at_520;
                                    }
                                }
                            }
                            'loop_332: loop {
                                'at_511: {
                                    'at_517: {
                                        match label {
                                            Some(5) => {
                                            }
                                            Some(7) => {
                                            }
                                            Some(9) => {
                                            }
                                            Some(11) => {
                                            }
                                            Some(14) => {
                                            }
                                            Some(15) => {
                                            }
                                            Some(17) => {
                                            }
                                            Some(20) => {
                                            }
                                            Some(21) => {
                                            }
                                            Some(23) => {
                                            }
                                            Some(26) => {
                                            }
                                            Some(27) => {
                                            }
                                            Some(29) => {
                                            }
                                            Some(32) => {
                                            }
                                            Some(33) => {
                                            }
                                            Some(35) => {
                                                label = None;
                                                break 'at_517;
                                            }
                                            _ => {
                                                // 332: ВЫПОЛНЕНИЕ ХОДА(Ч1, ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, Ч1 ПРОДОЛЖЕНИЕ);
                                                {
                                                    let a0 = rt.read(&f.Ч1, 120)?;
                                                    let a1 = f.ДОСКАЧЕРНЫХ;
                                                    let a2 = f.ДОСКАБЕЛЫХ;
                                                    let a3 = f.ПОЛЯЧЕРНЫХ;
                                                    let a4 = f.ПОЛЯБЕЛЫХ;
                                                    let a5 = rt::Lbl { frame: f.id, label: 35 };
                                                    rt.call(131, || p3_ВЫПОЛНЕНИЕХОДА(rt, f, a0, a1, a2, a3, a4, a5))?
                                                };
                                                // 333: if s = 2 then go to ПОСЛЕДНИЙ ХОД;
                                                if (rt.read(&f.s, 134)? == 2) {
                                                    label = Some(3);
                                                } else {
                                                    // 334: for Б2 := РУБЕЖ ХОДОВ[2] + 2 step 1 until РУБЕЖ ХОДОВ[3] do
                                                    f.Б2.set(Some(rt.add(rt.load1(f.РУБЕЖХОДОВ, 2, 137)?, 2, 136)?));
                                                    if rt.read(&f.Б2, 138)? > rt.load1(f.РУБЕЖХОДОВ, 3, 139)? {
                                                        break 'at_511;
                                                    }
                                                }
                                            }
                                        }
                                        loop {
                                            'at_508: {
                                                'at_502: {
                                                    'at_494: {
                                                        match label {
                                                            Some(3) => {
                                                            }
                                                            Some(5) => {
                                                            }
                                                            Some(7) => {
                                                            }
                                                            Some(9) => {
                                                            }
                                                            Some(11) => {
                                                            }
                                                            Some(14) => {
                                                            }
                                                            Some(15) => {
                                                            }
                                                            Some(17) => {
                                                            }
                                                            Some(20) => {
                                                            }
                                                            Some(21) => {
                                                            }
                                                            Some(23) => {
                                                            }
                                                            Some(26) => {
                                                            }
                                                            Some(27) => {
                                                            }
                                                            Some(29) => {
                                                            }
                                                            Some(32) => {
                                                                label = None;
                                                                break 'at_502;
                                                            }
                                                            Some(33) => {
                                                                label = None;
                                                                break 'at_508;
                                                            }
                                                            _ => {
                                                                // 336: ВОЗМОЖЕН ПАТ[1] := false;  ВОЗМОЖЕН ПАТ[2] := true;
                                                                rt.elem_at1(f.ВОЗМОЖЕНПАТ, 1, 141)?.set(Some(false));
                                                                rt.elem_at1(f.ВОЗМОЖЕНПАТ, 2, 143)?.set(Some(true));
                                                                // 337: ВЫПОЛНЕНИЕ ХОДА(Б2, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, Б2 ПРОДОЛЖЕНИЕ);
                                                                {
                                                                    let a0 = rt.read(&f.Б2, 120)?;
                                                                    let a1 = f.ДОСКАБЕЛЫХ;
                                                                    let a2 = f.ДОСКАЧЕРНЫХ;
                                                                    let a3 = f.ПОЛЯБЕЛЫХ;
                                                                    let a4 = f.ПОЛЯЧЕРНЫХ;
                                                                    let a5 = rt::Lbl { frame: f.id, label: 33 };
                                                                    rt.call(144, || p3_ВЫПОЛНЕНИЕХОДА(rt, f, a0, a1, a2, a3, a4, a5))?
                                                                };
                                                                // 340: for Ч2 := РУБЕЖ ХОДОВ[3] + 2 step 1 until РУБЕЖ ХОДОВ[4] do
                                                                f.Ч2.set(Some(rt.add(rt.load1(f.РУБЕЖХОДОВ, 3, 147)?, 2, 146)?));
                                                                if rt.read(&f.Ч2, 148)? > rt.load1(f.РУБЕЖХОДОВ, 4, 149)? {
                                                                    break 'at_494;
                                                                }
                                                            }
                                                        }
                                                        'loop_342: loop {
                                                            'at_485: {
                                                                'at_491: {
                                                                    match label {
                                                                        Some(3) => {
                                                                        }
                                                                        Some(5) => {
                                                                        }
                                                                        Some(7) => {
                                                                        }
                                                                        Some(9) => {
                                                                        }
                                                                        Some(11) => {
                                                                        }
                                                                        Some(14) => {
                                                                        }
                                                                        Some(15) => {
                                                                        }
                                                                        Some(17) => {
                                                                        }
                                                                        Some(20) => {
                                                                        }
                                                                        Some(21) => {
                                                                        }
                                                                        Some(23) => {
                                                                        }
                                                                        Some(26) => {
                                                                        }
                                                                        Some(27) => {
                                                                        }
                                                                        Some(29) => {
                                                                            label = None;
                                                                            break 'at_491;
                                                                        }
                                                                        _ => {
                                                                            // 342: ВЫПОЛНЕНИЕ ХОДА(Ч2, ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, Ч2 ПРОДОЛЖЕНИЕ);
                                                                            {
                                                                                let a0 = rt.read(&f.Ч2, 120)?;
                                                                                let a1 = f.ДОСКАЧЕРНЫХ;
                                                                                let a2 = f.ДОСКАБЕЛЫХ;
                                                                                let a3 = f.ПОЛЯЧЕРНЫХ;
                                                                                let a4 = f.ПОЛЯБЕЛЫХ;
                                                                                let a5 = rt::Lbl { frame: f.id, label: 29 };
                                                                                rt.call(150, || p3_ВЫПОЛНЕНИЕХОДА(rt, f, a0, a1, a2, a3, a4, a5))?
                                                                            };
                                                                            // 344: if s = 3 then go to ПОСЛЕДНИЙ ХОД;
                                                                            if (rt.read(&f.s, 153)? == 3) {
                                                                                label = Some(3);
                                                                            } else {
                                                                                // 345: for Б3 := РУБЕЖ ХОДОВ[4] + 2 step 1 until РУБЕЖ ХОДОВ[5] do
                                                                                f.Б3.set(Some(rt.add(rt.load1(f.РУБЕЖХОДОВ, 4, 156)?, 2, 155)?));
                                                                                if rt.read(&f.Б3, 157)? > rt.load1(f.РУБЕЖХОДОВ, 5, 158)? {
                                                                                    break 'at_485;
                                                                                }
                                                                            }
                                                                        }
                                                                    }
                                                                    loop {
                                                                        'at_482: {
                                                                            'at_476: {
                                                                                'at_468: {
                                                                                    match label {
                                                                                        Some(3) => {
                                                                                        }
                                                                                        Some(5) => {
                                                                                        }
                                                                                        Some(7) => {
                                                                                        }
                                                                                        Some(9) => {
                                                                                        }
                                                                                        Some(11) => {
                                                                                        }
                                                                                        Some(14) => {
                                                                                        }
                                                                                        Some(15) => {
                                                                                        }
                                                                                        Some(17) => {
                                                                                        }
                                                                                        Some(20) => {
                                                                                        }
                                                                                        Some(21) => {
                                                                                        }
                                                                                        Some(23) => {
                                                                                        }
                                                                                        Some(26) => {
                                                                                            label = None;
                                                                                            break 'at_476;
                                                                                        }
                                                                                        Some(27) => {
                                                                                            label = None;
                                                                                            break 'at_482;
                                                                                        }
                                                                                        _ => {
                                                                                            // 347: ВОЗМОЖЕН ПАТ[2] := false;  ВОЗМОЖЕН ПАТ[3] := true;
                                                                                            rt.elem_at1(f.ВОЗМОЖЕНПАТ, 2, 160)?.set(Some(false));
                                                                                            rt.elem_at1(f.ВОЗМОЖЕНПАТ, 3, 162)?.set(Some(true));
                                                                                            // 348: ВЫПОЛНЕНИЕ ХОДА(Б3, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, Б3 ПРОДОЛЖЕНИЕ);
                                                                                            {
                                                                                                let a0 = rt.read(&f.Б3, 120)?;
                                                                                                let a1 = f.ДОСКАБЕЛЫХ;
                                                                                                let a2 = f.ДОСКАЧЕРНЫХ;
                                                                                                let a3 = f.ПОЛЯБЕЛЫХ;
                                                                                                let a4 = f.ПОЛЯЧЕРНЫХ;
                                                                                                let a5 = rt::Lbl { frame: f.id, label: 27 };
                                                                                                rt.call(163, || p3_ВЫПОЛНЕНИЕХОДА(rt, f, a0, a1, a2, a3, a4, a5))?
                                                                                            };
                                                                                            // 349: for Ч3 := РУБЕЖ ХОДОВ[5] + 2 step 1 until РУБЕЖ ХОДОВ[6] do
                                                                                            f.Ч3.set(Some(rt.add(rt.load1(f.РУБЕЖХОДОВ, 5, 166)?, 2, 165)?));
                                                                                            if rt.read(&f.Ч3, 167)? > rt.load1(f.РУБЕЖХОДОВ, 6, 168)? {
                                                                                                break 'at_468;
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    'loop_351: loop {
                                                                                        'at_459: {
                                                                                            'at_465: {
                                                                                                match label {
                                                                                                    Some(3) => {
                                                                                                    }
                                                                                                    Some(5) => {
                                                                                                    }
                                                                                                    Some(7) => {
                                                                                                    }
                                                                                                    Some(9) => {
                                                                                                    }
                                                                                                    Some(11) => {
                                                                                                    }
                                                                                                    Some(14) => {
                                                                                                    }
                                                                                                    Some(15) => {
                                                                                                    }
                                                                                                    Some(17) => {
                                                                                                    }
                                                                                                    Some(20) => {
                                                                                                    }
                                                                                                    Some(21) => {
                                                                                                    }
                                                                                                    Some(23) => {
                                                                                                        label = None;
                                                                                                        break 'at_465;
                                                                                                    }
                                                                                                    _ => {
                                                                                                        // 351: ВЫПОЛНЕНИЕ ХОДА(Ч3, ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, Ч3 ПРОДОЛЖЕНИЕ);
                                                                                                        {
                                                                                                            let a0 = rt.read(&f.Ч3, 120)?;
                                                                                                            let a1 = f.ДОСКАЧЕРНЫХ;
                                                                                                            let a2 = f.ДОСКАБЕЛЫХ;
                                                                                                            let a3 = f.ПОЛЯЧЕРНЫХ;
                                                                                                            let a4 = f.ПОЛЯБЕЛЫХ;
                                                                                                            let a5 = rt::Lbl { frame: f.id, label: 23 };
                                                                                                            rt.call(169, || p3_ВЫПОЛНЕНИЕХОДА(rt, f, a0, a1, a2, a3, a4, a5))?
                                                                                                        };
                                                                                                        // 352: if s = 4 then go to ПОСЛЕДНИЙ ХОД;
                                                                                                        if (rt.read(&f.s, 172)? == 4) {
                                                                                                            label = Some(3);
                                                                                                        } else {
                                                                                                            // 353: for Б4 := РУБЕЖ ХОДОВ[6] + 2 step 1 until РУБЕЖ ХОДОВ[7] do
                                                                                                            f.Б4.set(Some(rt.add(rt.load1(f.РУБЕЖХОДОВ, 6, 175)?, 2, 174)?));
                                                                                                            if rt.read(&f.Б4, 176)? > rt.load1(f.РУБЕЖХОДОВ, 7, 177)? {
                                                                                                                break 'at_459;
                                                                                                            }
                                                                                                        }
                                                                                                    }
                                                                                                }
                                                                                                loop {
                                                                                                    'at_456: {
                                                                                                        'at_450: {
                                                                                                            'at_442: {
                                                                                                                match label {
                                                                                                                    Some(3) => {
                                                                                                                    }
                                                                                                                    Some(5) => {
                                                                                                                    }
                                                                                                                    Some(7) => {
                                                                                                                    }
                                                                                                                    Some(9) => {
                                                                                                                    }
                                                                                                                    Some(11) => {
                                                                                                                    }
                                                                                                                    Some(14) => {
                                                                                                                    }
                                                                                                                    Some(15) => {
                                                                                                                    }
                                                                                                                    Some(17) => {
                                                                                                                    }
                                                                                                                    Some(20) => {
                                                                                                                        label = None;
                                                                                                                        break 'at_450;
                                                                                                                    }
                                                                                                                    Some(21) => {
                                                                                                                        label = None;
                                                                                                                        break 'at_456;
                                                                                                                    }
                                                                                                                    _ => {
                                                                                                                        // 355: ВОЗМОЖЕН ПАТ[3] := false;  ВОЗМОЖЕН ПАТ[4] := true;
                                                                                                                        rt.elem_at1(f.ВОЗМОЖЕНПАТ, 3, 179)?.set(Some(false));
                                                                                                                        rt.elem_at1(f.ВОЗМОЖЕНПАТ, 4, 181)?.set(Some(true));
                                                                                                                        // 356: ВЫПОЛНЕНИЕ ХОДА(Б4, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, Б4 ПРОДОЛЖЕНИЕ);
                                                                                                                        {
                                                                                                                            let a0 = rt.read(&f.Б4, 120)?;
                                                                                                                            let a1 = f.ДОСКАБЕЛЫХ;
                                                                                                                            let a2 = f.ДОСКАЧЕРНЫХ;
                                                                                                                            let a3 = f.ПОЛЯБЕЛЫХ;
                                                                                                                            let a4 = f.ПОЛЯЧЕРНЫХ;
                                                                                                                            let a5 = rt::Lbl { frame: f.id, label: 21 };
                                                                                                                            rt.call(182, || p3_ВЫПОЛНЕНИЕХОДА(rt, f, a0, a1, a2, a3, a4, a5))?
                                                                                                                        };
                                                                                                                        // 357: for Ч4 := РУБЕЖ ХОДОВ[7] + 2 step 1 until РУБЕЖ ХОДОВ[8] do
                                                                                                                        f.Ч4.set(Some(rt.add(rt.load1(f.РУБЕЖХОДОВ, 7, 185)?, 2, 184)?));
                                                                                                                        if rt.read(&f.Ч4, 186)? > rt.load1(f.РУБЕЖХОДОВ, 8, 187)? {
                                                                                                                            break 'at_442;
                                                                                                                        }
                                                                                                                    }
                                                                                                                }
                                                                                                                'loop_359: loop {
                                                                                                                    'at_433: {
                                                                                                                        'at_439: {
                                                                                                                            match label {
                                                                                                                                Some(3) => {
                                                                                                                                }
                                                                                                                                Some(5) => {
                                                                                                                                }
                                                                                                                                Some(7) => {
                                                                                                                                }
                                                                                                                                Some(9) => {
                                                                                                                                }
                                                                                                                                Some(11) => {
                                                                                                                                }
                                                                                                                                Some(14) => {
                                                                                                                                }
                                                                                                                                Some(15) => {
                                                                                                                                }
                                                                                                                                Some(17) => {
                                                                                                                                    label = None;
                                                                                                                                    break 'at_439;
                                                                                                                                }
                                                                                                                                _ => {
                                                                                                                                    // 359: ВЫПОЛНЕНИЕ ХОДА(Ч4, ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, Ч4 ПРОДОЛЖЕНИЕ);
                                                                                                                                    {
                                                                                                                                        let a0 = rt.read(&f.Ч4, 120)?;
                                                                                                                                        let a1 = f.ДОСКАЧЕРНЫХ;
                                                                                                                                        let a2 = f.ДОСКАБЕЛЫХ;
                                                                                                                                        let a3 = f.ПОЛЯЧЕРНЫХ;
                                                                                                                                        let a4 = f.ПОЛЯБЕЛЫХ;
                                                                                                                                        let a5 = rt::Lbl { frame: f.id, label: 17 };
                                                                                                                                        rt.call(188, || p3_ВЫПОЛНЕНИЕХОДА(rt, f, a0, a1, a2, a3, a4, a5))?
                                                                                                                                    };
                                                                                                                                    // 360: if s = 5 then go to ПОСЛЕДНИЙ ХОД;
                                                                                                                                    if (rt.read(&f.s, 191)? == 5) {
                                                                                                                                        label = Some(3);
                                                                                                                                    } else {
                                                                                                                                        // 361: for Б5 := РУБЕЖ ХОДОВ[8] + 2 step 1 until РУБЕЖ ХОДОВ[9] do
                                                                                                                                        f.Б5.set(Some(rt.add(rt.load1(f.РУБЕЖХОДОВ, 8, 194)?, 2, 193)?));
                                                                                                                                        if rt.read(&f.Б5, 195)? > rt.load1(f.РУБЕЖХОДОВ, 9, 196)? {
                                                                                                                                            break 'at_433;
                                                                                                                                        }
                                                                                                                                    }
                                                                                                                                }
                                                                                                                            }
                                                                                                                            loop {
                                                                                                                                'at_430: {
                                                                                                                                    'at_424: {
                                                                                                                                        'at_416: {
                                                                                                                                            match label {
                                                                                                                                                Some(3) => {
                                                                                                                                                }
                                                                                                                                                Some(5) => {
                                                                                                                                                }
                                                                                                                                                Some(7) => {
                                                                                                                                                }
                                                                                                                                                Some(9) => {
                                                                                                                                                }
                                                                                                                                                Some(11) => {
                                                                                                                                                }
                                                                                                                                                Some(14) => {
                                                                                                                                                    label = None;
                                                                                                                                                    break 'at_424;
                                                                                                                                                }
                                                                                                                                                Some(15) => {
                                                                                                                                                    label = None;
                                                                                                                                                    break 'at_430;
                                                                                                                                                }
                                                                                                                                                _ => {
                                                                                                                                                    // 363: ВОЗМОЖЕН ПАТ[4] := false;  ВОЗМОЖЕН ПАТ[5] := true;
                                                                                                                                                    rt.elem_at1(f.ВОЗМОЖЕНПАТ, 4, 198)?.set(Some(false));
                                                                                                                                                    rt.elem_at1(f.ВОЗМОЖЕНПАТ, 5, 200)?.set(Some(true));
                                                                                                                                                    // 364: ВЫПОЛНЕНИЕ ХОДА(Б5, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, Б5 ПРОДОЛЖЕНИЕ);
                                                                                                                                                    {
                                                                                                                                                        let a0 = rt.read(&f.Б5, 120)?;
                                                                                                                                                        let a1 = f.ДОСКАБЕЛЫХ;
                                                                                                                                                        let a2 = f.ДОСКАЧЕРНЫХ;
                                                                                                                                                        let a3 = f.ПОЛЯБЕЛЫХ;
                                                                                                                                                        let a4 = f.ПОЛЯЧЕРНЫХ;
                                                                                                                                                        let a5 = rt::Lbl { frame: f.id, label: 15 };
                                                                                                                                                        rt.call(201, || p3_ВЫПОЛНЕНИЕХОДА(rt, f, a0, a1, a2, a3, a4, a5))?
                                                                                                                                                    };
                                                                                                                                                    // 365: for Ч5 := РУБЕЖ ХОДОВ[9] + 2 step 1 until РУБЕЖ ХОДОВ[10] do
                                                                                                                                                    f.Ч5.set(Some(rt.add(rt.load1(f.РУБЕЖХОДОВ, 9, 204)?, 2, 203)?));
                                                                                                                                                    if rt.read(&f.Ч5, 205)? > rt.load1(f.РУБЕЖХОДОВ, 10, 206)? {
                                                                                                                                                        break 'at_416;
                                                                                                                                                    }
                                                                                                                                                }
                                                                                                                                            }
                                                                                                                                            'loop_367: loop {
                                                                                                                                                'at_402: {
                                                                                                                                                    'at_371: {
                                                                                                                                                        match label {
                                                                                                                                                            Some(3) => {
                                                                                                                                                                label = None;
                                                                                                                                                            }
                                                                                                                                                            Some(5) => {
                                                                                                                                                                break 'at_371;
                                                                                                                                                            }
                                                                                                                                                            Some(7) => {
                                                                                                                                                                break 'at_371;
                                                                                                                                                            }
                                                                                                                                                            Some(9) => {
                                                                                                                                                                break 'at_371;
                                                                                                                                                            }
                                                                                                                                                            Some(11) => {
                                                                                                                                                                label = None;
                                                                                                                                                                // 413: Ч5 ПРОДОЛЖЕНИЕ:
                                                                                                                                                                f.УРОВЕНЬ.set(Some(10));
                                                                                                                                                                // 365: for Ч5 := РУБЕЖ ХОДОВ[9] + 2 step 1 until РУБЕЖ ХОДОВ[10] do
                                                                                                                                                                f.Ч5.set(Some(rt.add(rt.read(&f.Ч5, 205)?, 1, 202)?));
                                                                                                                                                                if rt.read(&f.Ч5, 205)? > rt.load1(f.РУБЕЖХОДОВ, 10, 206)? {
                                                                                                                                                                    break 'at_416;
                                                                                                                                                                }
                                                                                                                                                                rt.step(Some(202))?;
                                                                                                                                                                continue 'loop_367;
                                                                                                                                                            }
                                                                                                                                                            _ => {
                                                                                                                                                                // 367: ВЫПОЛНЕНИЕ ХОДА(Ч5, ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, Ч5 ПРОДОЛЖЕНИЕ);
                                                                                                                                                                {
                                                                                                                                                                    let a0 = rt.read(&f.Ч5, 120)?;
                                                                                                                                                                    let a1 = f.ДОСКАЧЕРНЫХ;
                                                                                                                                                                    let a2 = f.ДОСКАБЕЛЫХ;
                                                                                                                                                                    let a3 = f.ПОЛЯЧЕРНЫХ;
                                                                                                                                                                    let a4 = f.ПОЛЯБЕЛЫХ;
                                                                                                                                                                    let a5 = rt::Lbl { frame: f.id, label: 11 };
                                                                                                                                                                    rt.call(208, || p3_ВЫПОЛНЕНИЕХОДА(rt, f, a0, a1, a2, a3, a4, a5))?
                                                                                                                                                                };
                                                                                                                                                            }
                                                                                                                                                        }
                                                                                                                                                        // 368: ПОСЛЕДНИЙ ХОД:
                                                                                                                                                        f.ББ.set(Some(rt.add(rt.load1(f.РУБЕЖХОДОВ, rt.sub(rt.read(&f.ss, 213)?, 2, 212)?, 211)?, 2, 210)?));
                                                                                                                                                        if rt.read(&f.ББ, 214)? > rt.load1(f.РУБЕЖХОДОВ, rt.sub(rt.read(&f.ss, 217)?, 1, 216)?, 215)? {
                                                                                                                                                            break 'at_402;
                                                                                                                                                        }
                                                                                                                                                    }
                                                                                                                                                    loop {
                                                                                                                                                        'at_399: {
                                                                                                                                                            'at_389: {
                                                                                                                                                                match label {
                                                                                                                                                                    Some(5) => {
                                                                                                                                                                        label = None;
                                                                                                                                                                        // 377: ШАХ ЧЕРНЫМ:
                                                                                                                                                                        f.ЧЧ.set(Some(rt.add(rt.load1(f.РУБЕЖХОДОВ, rt.sub(rt.read(&f.ss, 222)?, 1, 221)?, 220)?, 2, 219)?));
                                                                                                                                                                        if rt.read(&f.ЧЧ, 223)? > rt.load1(f.РУБЕЖХОДОВ, rt.read(&f.ss, 225)?, 224)? {
                                                                                                                                                                            break 'at_389;
                                                                                                                                                                        }
                                                                                                                                                                    }
                                                                                                                                                                    Some(7) => {
                                                                                                                                                                    }
                                                                                                                                                                    Some(9) => {
                                                                                                                                                                        label = None;
                                                                                                                                                                        break 'at_399;
                                                                                                                                                                    }
                                                                                                                                                                    _ => {
                                                                                                                                                                        // 371: ВОЗМОЖЕН ПАТ[s - 1] := false;
                                                                                                                                                                        rt.elem_at1(f.ВОЗМОЖЕНПАТ, rt.sub(rt.read(&f.s, 229)?, 1, 228)?, 227)?.set(Some(false));
                                                                                                                                                                        // 372: ВЫПОЛНЕНИЕ ХОДА(ББ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, ББ ПРОДОЛЖЕНИЕ);
                                                                                                                                                                        {
                                                                                                                                                                            let a0 = rt.read(&f.ББ, 120)?;
                                                                                                                                                                            let a1 = f.ДОСКАБЕЛЫХ;
                                                                                                                                                                            let a2 = f.ДОСКАЧЕРНЫХ;
                                                                                                                                                                            let a3 = f.ПОЛЯБЕЛЫХ;
                                                                                                                                                                            let a4 = f.ПОЛЯЧЕРНЫХ;
                                                                                                                                                                            let a5 = rt::Lbl { frame: f.id, label: 9 };
                                                                                                                                                                            rt.call(230, || p3_ВЫПОЛНЕНИЕХОДА(rt, f, a0, a1, a2, a3, a4, a5))?
                                                                                                                                                                        };
                                                                                                                                                                        // 373: ЕСТЬ ЛИ ШАХ ЧЕРНЫМ:
                                                                                                                                                                        f.n.set(Some(rt.load1(f.РУБЕЖХОДОВ, rt.read(&f.ss, 233)?, 232)?));
                                                                                                                                                                        // 375: ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, ШАХ ЧЕРНЫМ);
                                                                                                                                                                        {
                                                                                                                                                                            let a0 = f.ПОЛЯБЕЛЫХ;
                                                                                                                                                                            let a1 = f.ДОСКАБЕЛЫХ;
                                                                                                                                                                            let a2 = f.ДОСКАЧЕРНЫХ;
                                                                                                                                                                            let a3 = &f.n;
                                                                                                                                                                            let a4 = rt::Lbl { frame: f.id, label: 5 };
                                                                                                                                                                            rt.call(234, || p0_ОБЗОРХОДОВ(rt, f, a0, a1, a2, a3, a4))?
                                                                                                                                                                        };
                                                                                                                                                                        // 376: go to ББ ПРОДОЛЖЕНИЕ;
                                                                                                                                                                        break 'at_399;
                                                                                                                                                                    }
                                                                                                                                                                }
                                                                                                                                                                loop {
                                                                                                                                                                    match label {
                                                                                                                                                                        Some(7) => {
                                                                                                                                                                            label = None;
                                                                                                                                                                            // 386: ЧЧ ПРОДОЛЖЕНИЕ:
                                                                                                                                                                            f.УРОВЕНЬ.set(Some(rt.read(&f.ss, 236)?));
                                                                                                                                                                            // 377: ШАХ ЧЕРНЫМ:
                                                                                                                                                                            f.ЧЧ.set(Some(rt.add(rt.read(&f.ЧЧ, 223)?, 1, 218)?));
                                                                                                                                                                            if rt.read(&f.ЧЧ, 223)? > rt.load1(f.РУБЕЖХОДОВ, rt.read(&f.ss, 225)?, 224)? {
                                                                                                                                                                                break 'at_389;
                                                                                                                                                                            }
                                                                                                                                                                            rt.step(Some(218))?;
                                                                                                                                                                        }
                                                                                                                                                                        _ => {
                                                                                                                                                                            // 380: ВЫПОЛНЕНИЕ ХОДА(ЧЧ, ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, ЧЧ ПРОДОЛЖЕНИЕ);
                                                                                                                                                                            {
                                                                                                                                                                                let a0 = rt.read(&f.ЧЧ, 120)?;
                                                                                                                                                                                let a1 = f.ДОСКАЧЕРНЫХ;
                                                                                                                                                                                let a2 = f.ДОСКАБЕЛЫХ;
                                                                                                                                                                                let a3 = f.ПОЛЯЧЕРНЫХ;
                                                                                                                                                                                let a4 = f.ПОЛЯБЕЛЫХ;
                                                                                                                                                                                let a5 = rt::Lbl { frame: f.id, label: 7 };
                                                                                                                                                                                rt.call(237, || p3_ВЫПОЛНЕНИЕХОДА(rt, f, a0, a1, a2, a3, a4, a5))?
                                                                                                                                                                            };
                                                                                                                                                                            // 381: УШЛИ ОТ ШАХА:
                                                                                                                                                                            f.УРОВЕНЬ.set(Some(rt.read(&f.ss, 239)?));
                                                                                                                                                                            // 383: ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then ЧЧ + 2 else ЧЧ + 1],
                                                                                                                                                                            {
                                                                                                                                                                                let a0 = rt.load1(f.СПИСОК, if (rt.load1(f.q, rt.read(&f.УРОВЕНЬ, 246)?, 245)? == -1) { rt.add(rt.read(&f.ЧЧ, 248)?, 2, 247)? } else { rt.add(rt.read(&f.ЧЧ, 250)?, 1, 249)? }, 242)?;
                                                                                                                                                                                let a1 = f.ДОСКАЧЕРНЫХ;
                                                                                                                                                                                let a2 = f.ДОСКАБЕЛЫХ;
                                                                                                                                                                                let a3 = f.ПОЛЯЧЕРНЫХ;
                                                                                                                                                                                rt.call(240, || p1_ВОЗВРАТХОДА(rt, f, a0, a1, a2, a3))?
                                                                                                                                                                            };
                                                                                                                                                                            // 385: go to ББ ПРОДОЛЖЕНИЕ;
                                                                                                                                                                            break 'at_399;
                                                                                                                                                                        }
                                                                                                                                                                    }
                                                                                                                                                                }
                                                                                                                                                            }
                                                                                                                                                            // 389: ЧЕРНЫЕ БЕРУТ НАЗАД СВОЙ ПРЕДЫДУЩИЙ ХОД:
                                                                                                                                                            f.УРОВЕНЬ.set(Some(rt.sub(rt.read(&f.ss, 256)?, 1, 255)?));
                                                                                                                                                            // 391: ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then ББ + 2 else ББ + 1],
                                                                                                                                                            {
                                                                                                                                                                let a0 = rt.load1(f.СПИСОК, if (rt.load1(f.q, rt.read(&f.УРОВЕНЬ, 262)?, 261)? == -1) { rt.add(rt.read(&f.ББ, 264)?, 2, 263)? } else { rt.add(rt.read(&f.ББ, 266)?, 1, 265)? }, 258)?;
                                                                                                                                                                let a1 = f.ДОСКАБЕЛЫХ;
                                                                                                                                                                let a2 = f.ДОСКАЧЕРНЫХ;
                                                                                                                                                                let a3 = f.ПОЛЯБЕЛЫХ;
                                                                                                                                                                rt.call(257, || p1_ВОЗВРАТХОДА(rt, f, a0, a1, a2, a3))?
                                                                                                                                                            };
                                                                                                                                                            // 393: ВОЗВРАТ КОРОЛЯ(ББ, 5, ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ);
                                                                                                                                                            {
                                                                                                                                                                let a0 = rt.read(&f.ББ, 268)?;
                                                                                                                                                                let a1 = 5;
                                                                                                                                                                let a2 = f.ПОЛЯБЕЛЫХ;
                                                                                                                                                                let a3 = f.ДОСКАБЕЛЫХ;
                                                                                                                                                                rt.call(267, || p2_ВОЗВРАТКОРОЛЯ(rt, f, a0, a1, a2, a3))?
                                                                                                                                                            };
                                                                                                                                                            // 394: go to if s = 2 then Ч1 ПРОДОЛЖЕНИЕ else
                                                                                                                                                            return Err(rt.goto_label(if (rt.read(&f.s, 275)? == 2) { rt::Lbl { frame: f.id, label: 35 } } else { if (rt.read(&f.s, 278)? == 3) { rt::Lbl { frame: f.id, label: 29 } } else { if (rt.read(&f.s, 281)? == 4) { rt::Lbl { frame: f.id, label: 23 } } else { if (rt.read(&f.s, 284)? == 5) { rt::Lbl { frame: f.id, label: 17 } } else { rt::Lbl { frame: f.id, label: 11 } } } } }, 272));
                                                                                                                                                        }
                                                                                                                                                        // 399: ББ ПРОДОЛЖЕНИЕ:
                                                                                                                                                        f.УРОВЕНЬ.set(Some(rt.sub(rt.read(&f.ss, 287)?, 1, 286)?));
                                                                                                                                                        // 368: ПОСЛЕДНИЙ ХОД:
                                                                                                                                                        f.ББ.set(Some(rt.add(rt.read(&f.ББ, 214)?, 1, 209)?));
                                                                                                                                                        if rt.read(&f.ББ, 214)? > rt.load1(f.РУБЕЖХОДОВ, rt.sub(rt.read(&f.ss, 217)?, 1, 216)?, 215)? {
                                                                                                                                                            break 'at_402;
                                                                                                                                                        }
                                                                                                                                                        rt.step(Some(209))?;
                                                                                                                                                    }
                                                                                                                                                }
                                                                                                                                                // 402: if s = 2 then go to БЕЛЫЕ БЕРУТ НАЗАД СВОЙ ПЕРВЫЙ ХОД;
                                                                                                                                                if (rt.read(&f.s, 290)? == 2) {
                                                                                                                                                    break 'at_511;
                                                                                                                                                }
                                                                                                                                                // 404: if s = 3 then go to БЕЛЫЕ БЕРУТ НАЗАД СВОЙ ВТОРОЙ ХОД;
                                                                                                                                                if (rt.read(&f.s, 293)? == 3) {
                                                                                                                                                    break 'at_485;
                                                                                                                                                }
                                                                                                                                                // 405: if s = 4 then go to БЕЛЫЕ БЕРУТ НАЗАД СВОЙ ТРЕТИЙ ХОД;
                                                                                                                                                if (rt.read(&f.s, 296)? == 4) {
                                                                                                                                                    break 'at_459;
                                                                                                                                                }
                                                                                                                                                // 406: if s = 5 then go to БЕЛЫЕ БЕРУТ НАЗАД СВОЙ ЧЕТВЕРТЫЙ ХОД;
                                                                                                                                                if (rt.read(&f.s, 299)? == 5) {
                                                                                                                                                    break 'at_433;
                                                                                                                                                }
                                                                                                                                                // 407: БЕЛЫЕ БЕРУТ НАЗАД СВОЙ ПЯТЫЙ ХОД:
                                                                                                                                                f.УРОВЕНЬ.set(Some(10));
                                                                                                                                                // 409: ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then Ч5 + 2 else Ч5 + 1],
                                                                                                                                                {
                                                                                                                                                    let a0 = rt.load1(f.СПИСОК, if (rt.load1(f.q, rt.read(&f.УРОВЕНЬ, 306)?, 305)? == -1) { rt.add(rt.read(&f.Ч5, 308)?, 2, 307)? } else { rt.add(rt.read(&f.Ч5, 310)?, 1, 309)? }, 302)?;
                                                                                                                                                    let a1 = f.ДОСКАЧЕРНЫХ;
                                                                                                                                                    let a2 = f.ДОСКАБЕЛЫХ;
                                                                                                                                                    let a3 = f.ПОЛЯЧЕРНЫХ;
                                                                                                                                                    rt.call(301, || p1_ВОЗВРАТХОДА(rt, f, a0, a1, a2, a3))?
                                                                                                                                                };
                                                                                                                                                // 411: ВОЗВРАТ КОРОЛЯ(Ч5, 61, ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ);
                                                                                                                                                {
                                                                                                                                                    let a0 = rt.read(&f.Ч5, 268)?;
                                                                                                                                                    let a1 = 61;
                                                                                                                                                    let a2 = f.ПОЛЯЧЕРНЫХ;
                                                                                                                                                    let a3 = f.ДОСКАЧЕРНЫХ;
                                                                                                                                                    rt.call(311, || p2_ВОЗВРАТКОРОЛЯ(rt, f, a0, a1, a2, a3))?
                                                                                                                                                };
                                                                                                                                                // 412: go to Б5 ПРОДОЛЖЕНИЕ;
                                                                                                                                                break 'at_430;
                                                                                                                                            }
                                                                                                                                        }
                                                                                                                                        // 416: n := РУБЕЖ ХОДОВ[10];
                                                                                                                                        f.n.set(Some(rt.load1(f.РУБЕЖХОДОВ, 10, 313)?));
                                                                                                                                        // 417: if ВОЗМОЖЕН ПАТ[5] then
                                                                                                                                        if rt.load1(f.ВОЗМОЖЕНПАТ, 5, 315)? {
                                                                                                                                            // 420: ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, ЧЕРНЫЕ БЕРУТ НАЗАД СВОЙ ЧЕТВЕРТЫЙ ХОД);
                                                                                                                                            {
                                                                                                                                                let a0 = f.ПОЛЯБЕЛЫХ;
                                                                                                                                                let a1 = f.ДОСКАБЕЛЫХ;
                                                                                                                                                let a2 = f.ДОСКАЧЕРНЫХ;
                                                                                                                                                let a3 = &f.n;
                                                                                                                                                let a4 = rt::Lbl { frame: f.id, label: 14 };
                                                                                                                                                rt.call(316, || p0_ОБЗОРХОДОВ(rt, f, a0, a1, a2, a3, a4))?
                                                                                                                                            };
                                                                                                                                            // 422: go to Б5 ПРОДОЛЖЕНИЕ
                                                                                                                                            break 'at_430;
                                                                                                                                        }
                                                                                                                                    }
                                                                                                                                    // 424: ЧЕРНЫЕ БЕРУТ НАЗАД СВОЙ ЧЕТВЕРТЫЙ ХОД:
                                                                                                                                    f.УРОВЕНЬ.set(Some(9));
                                                                                                                                    // 426: ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then Б5 + 2 else Б5 + 1],
                                                                                                                                    {
                                                                                                                                        let a0 = rt.load1(f.СПИСОК, if (rt.load1(f.q, rt.read(&f.УРОВЕНЬ, 323)?, 322)? == -1) { rt.add(rt.read(&f.Б5, 325)?, 2, 324)? } else { rt.add(rt.read(&f.Б5, 327)?, 1, 326)? }, 319)?;
                                                                                                                                        let a1 = f.ДОСКАБЕЛЫХ;
                                                                                                                                        let a2 = f.ДОСКАЧЕРНЫХ;
                                                                                                                                        let a3 = f.ПОЛЯБЕЛЫХ;
                                                                                                                                        rt.call(318, || p1_ВОЗВРАТХОДА(rt, f, a0, a1, a2, a3))?
                                                                                                                                    };
                                                                                                                                    // 428: ВОЗВРАТ КОРОЛЯ(Б5, 5, ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ);
                                                                                                                                    {
                                                                                                                                        let a0 = rt.read(&f.Б5, 268)?;
                                                                                                                                        let a1 = 5;
                                                                                                                                        let a2 = f.ПОЛЯБЕЛЫХ;
                                                                                                                                        let a3 = f.ДОСКАБЕЛЫХ;
                                                                                                                                        rt.call(328, || p2_ВОЗВРАТКОРОЛЯ(rt, f, a0, a1, a2, a3))?
                                                                                                                                    };
                                                                                                                                    // 429: go to Ч4 ПРОДОЛЖЕНИЕ;
                                                                                                                                    break 'at_439;
                                                                                                                                }
                                                                                                                                // 430: Б5 ПРОДОЛЖЕНИЕ:
                                                                                                                                f.УРОВЕНЬ.set(Some(9));
                                                                                                                                // 361: for Б5 := РУБЕЖ ХОДОВ[8] + 2 step 1 until РУБЕЖ ХОДОВ[9] do
                                                                                                                                f.Б5.set(Some(rt.add(rt.read(&f.Б5, 195)?, 1, 192)?));
                                                                                                                                if rt.read(&f.Б5, 195)? > rt.load1(f.РУБЕЖХОДОВ, 9, 196)? {
                                                                                                                                    break 'at_433;
                                                                                                                                }
                                                                                                                                rt.step(Some(192))?;
                                                                                                                            }
                                                                                                                        }
                                                                                                                        // 439: Ч4 ПРОДОЛЖЕНИЕ:
                                                                                                                        f.УРОВЕНЬ.set(Some(8));
                                                                                                                        // 357: for Ч4 := РУБЕЖ ХОДОВ[7] + 2 step 1 until РУБЕЖ ХОДОВ[8] do
                                                                                                                        f.Ч4.set(Some(rt.add(rt.read(&f.Ч4, 186)?, 1, 183)?));
                                                                                                                        if rt.read(&f.Ч4, 186)? > rt.load1(f.РУБЕЖХОДОВ, 8, 187)? {
                                                                                                                            break 'at_442;
                                                                                                                        }
                                                                                                                        rt.step(Some(183))?;
                                                                                                                        continue 'loop_359;
                                                                                                                    }
                                                                                                                    // 433: БЕЛЫЕ БЕРУТ НАЗАД СВОЙ ЧЕТВЕРТЫЙ ХОД:
                                                                                                                    f.УРОВЕНЬ.set(Some(8));
                                                                                                                    // 435: ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then Ч4 + 2 else Ч4 + 1],
                                                                                                                    {
                                                                                                                        let a0 = rt.load1(f.СПИСОК, if (rt.load1(f.q, rt.read(&f.УРОВЕНЬ, 337)?, 336)? == -1) { rt.add(rt.read(&f.Ч4, 339)?, 2, 338)? } else { rt.add(rt.read(&f.Ч4, 341)?, 1, 340)? }, 333)?;
                                                                                                                        let a1 = f.ДОСКАЧЕРНЫХ;
                                                                                                                        let a2 = f.ДОСКАБЕЛЫХ;
                                                                                                                        let a3 = f.ПОЛЯЧЕРНЫХ;
                                                                                                                        rt.call(332, || p1_ВОЗВРАТХОДА(rt, f, a0, a1, a2, a3))?
                                                                                                                    };
                                                                                                                    // 437: ВОЗВРАТ КОРОЛЯ(Ч4, 61, ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ);
                                                                                                                    {
                                                                                                                        let a0 = rt.read(&f.Ч4, 268)?;
                                                                                                                        let a1 = 61;
                                                                                                                        let a2 = f.ПОЛЯЧЕРНЫХ;
                                                                                                                        let a3 = f.ДОСКАЧЕРНЫХ;
                                                                                                                        rt.call(342, || p2_ВОЗВРАТКОРОЛЯ(rt, f, a0, a1, a2, a3))?
                                                                                                                    };
                                                                                                                    // 438: go to Б4 ПРОДОЛЖЕНИЕ;
                                                                                                                    break 'at_456;
                                                                                                                }
                                                                                                            }
                                                                                                            // 442: n := РУБЕЖ ХОДОВ[8];
                                                                                                            f.n.set(Some(rt.load1(f.РУБЕЖХОДОВ, 8, 344)?));
                                                                                                            // 443: if ВОЗМОЖЕН ПАТ[4] then
                                                                                                            if rt.load1(f.ВОЗМОЖЕНПАТ, 4, 346)? {
                                                                                                                // 446: ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, ЧЕРНЫЕ БЕРУТ НАЗАД СВОЙ ТРЕТИЙ ХОД);
                                                                                                                {
                                                                                                                    let a0 = f.ПОЛЯБЕЛЫХ;
                                                                                                                    let a1 = f.ДОСКАБЕЛЫХ;
                                                                                                                    let a2 = f.ДОСКАЧЕРНЫХ;
                                                                                                                    let a3 = &f.n;
                                                                                                                    let a4 = rt::Lbl { frame: f.id, label: 20 };
                                                                                                                    rt.call(347, || p0_ОБЗОРХОДОВ(rt, f, a0, a1, a2, a3, a4))?
                                                                                                                };
                                                                                                                // 448: go to Б4 ПРОДОЛЖЕНИЕ
                                                                                                                break 'at_456;
                                                                                                            }
                                                                                                        }
                                                                                                        // 450: ЧЕРНЫЕ БЕРУТ НАЗАД СВОЙ ТРЕТИЙ ХОД:
                                                                                                        f.УРОВЕНЬ.set(Some(7));
                                                                                                        // 452: ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then Б4 + 2 else Б4 + 1],
                                                                                                        {
                                                                                                            let a0 = rt.load1(f.СПИСОК, if (rt.load1(f.q, rt.read(&f.УРОВЕНЬ, 354)?, 353)? == -1) { rt.add(rt.read(&f.Б4, 356)?, 2, 355)? } else { rt.add(rt.read(&f.Б4, 358)?, 1, 357)? }, 350)?;
                                                                                                            let a1 = f.ДОСКАБЕЛЫХ;
                                                                                                            let a2 = f.ДОСКАЧЕРНЫХ;
                                                                                                            let a3 = f.ПОЛЯБЕЛЫХ;
                                                                                                            rt.call(349, || p1_ВОЗВРАТХОДА(rt, f, a0, a1, a2, a3))?
                                                                                                        };
                                                                                                        // 454: ВОЗВРАТ КОРОЛЯ(Б4, 5, ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ);
                                                                                                        {
                                                                                                            let a0 = rt.read(&f.Б4, 268)?;
                                                                                                            let a1 = 5;
                                                                                                            let a2 = f.ПОЛЯБЕЛЫХ;
                                                                                                            let a3 = f.ДОСКАБЕЛЫХ;
                                                                                                            rt.call(359, || p2_ВОЗВРАТКОРОЛЯ(rt, f, a0, a1, a2, a3))?
                                                                                                        };
                                                                                                        // 455: go to Ч3 ПРОДОЛЖЕНИЕ;
                                                                                                        break 'at_465;
                                                                                                    }
                                                                                                    // 456: Б4 ПРОДОЛЖЕНИЕ:
                                                                                                    f.УРОВЕНЬ.set(Some(7));
                                                                                                    // 353: for Б4 := РУБЕЖ ХОДОВ[6] + 2 step 1 until РУБЕЖ ХОДОВ[7] do
                                                                                                    f.Б4.set(Some(rt.add(rt.read(&f.Б4, 176)?, 1, 173)?));
                                                                                                    if rt.read(&f.Б4, 176)? > rt.load1(f.РУБЕЖХОДОВ, 7, 177)? {
                                                                                                        break 'at_459;
                                                                                                    }
                                                                                                    rt.step(Some(173))?;
                                                                                                }
                                                                                            }
                                                                                            // 465: Ч3 ПРОДОЛЖЕНИЕ:
                                                                                            f.УРОВЕНЬ.set(Some(6));
                                                                                            // 349: for Ч3 := РУБЕЖ ХОДОВ[5] + 2 step 1 until РУБЕЖ ХОДОВ[6] do
                                                                                            f.Ч3.set(Some(rt.add(rt.read(&f.Ч3, 167)?, 1, 164)?));
                                                                                            if rt.read(&f.Ч3, 167)? > rt.load1(f.РУБЕЖХОДОВ, 6, 168)? {
                                                                                                break 'at_468;
                                                                                            }
                                                                                            rt.step(Some(164))?;
                                                                                            continue 'loop_351;
                                                                                        }
                                                                                        // 459: БЕЛЫЕ БЕРУТ НАЗАД СВОЙ ТРЕТИЙ ХОД:
                                                                                        f.УРОВЕНЬ.set(Some(6));
                                                                                        // 461: ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then Ч3 + 2 else Ч3 + 1],
                                                                                        {
                                                                                            let a0 = rt.load1(f.СПИСОК, if (rt.load1(f.q, rt.read(&f.УРОВЕНЬ, 368)?, 367)? == -1) { rt.add(rt.read(&f.Ч3, 370)?, 2, 369)? } else { rt.add(rt.read(&f.Ч3, 372)?, 1, 371)? }, 364)?;
                                                                                            let a1 = f.ДОСКАЧЕРНЫХ;
                                                                                            let a2 = f.ДОСКАБЕЛЫХ;
                                                                                            let a3 = f.ПОЛЯЧЕРНЫХ;
                                                                                            rt.call(363, || p1_ВОЗВРАТХОДА(rt, f, a0, a1, a2, a3))?
                                                                                        };
                                                                                        // 463: ВОЗВРАТ КОРОЛЯ(Ч3, 61, ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ);
                                                                                        {
                                                                                            let a0 = rt.read(&f.Ч3, 268)?;
                                                                                            let a1 = 61;
                                                                                            let a2 = f.ПОЛЯЧЕРНЫХ;
                                                                                            let a3 = f.ДОСКАЧЕРНЫХ;
                                                                                            rt.call(373, || p2_ВОЗВРАТКОРОЛЯ(rt, f, a0, a1, a2, a3))?
                                                                                        };
                                                                                        // 464: go to Б3 ПРОДОЛЖЕНИЕ;
                                                                                        break 'at_482;
                                                                                    }
                                                                                }
                                                                                // 468: n := РУБЕЖ ХОДОВ[6];
                                                                                f.n.set(Some(rt.load1(f.РУБЕЖХОДОВ, 6, 375)?));
                                                                                // 469: if ВОЗМОЖЕН ПАТ[3] then
                                                                                if rt.load1(f.ВОЗМОЖЕНПАТ, 3, 377)? {
                                                                                    // 472: ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, ЧЕРНЫЕ БЕРУТ НАЗАД СВОЙ ВТОРОЙ ХОД);
                                                                                    {
                                                                                        let a0 = f.ПОЛЯБЕЛЫХ;
                                                                                        let a1 = f.ДОСКАБЕЛЫХ;
                                                                                        let a2 = f.ДОСКАЧЕРНЫХ;
                                                                                        let a3 = &f.n;
                                                                                        let a4 = rt::Lbl { frame: f.id, label: 26 };
                                                                                        rt.call(378, || p0_ОБЗОРХОДОВ(rt, f, a0, a1, a2, a3, a4))?
                                                                                    };
                                                                                    // 474: go to Б3 ПРОДОЛЖЕНИЕ
                                                                                    break 'at_482;
                                                                                }
                                                                            }
                                                                            // 476: ЧЕРНЫЕ БЕРУТ НАЗАД СВОЙ ВТОРОЙ ХОД:
                                                                            f.УРОВЕНЬ.set(Some(5));
                                                                            // 478: ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then Б3 + 2 else Б3 + 1],
                                                                            {
                                                                                let a0 = rt.load1(f.СПИСОК, if (rt.load1(f.q, rt.read(&f.УРОВЕНЬ, 385)?, 384)? == -1) { rt.add(rt.read(&f.Б3, 387)?, 2, 386)? } else { rt.add(rt.read(&f.Б3, 389)?, 1, 388)? }, 381)?;
                                                                                let a1 = f.ДОСКАБЕЛЫХ;
                                                                                let a2 = f.ДОСКАЧЕРНЫХ;
                                                                                let a3 = f.ПОЛЯБЕЛЫХ;
                                                                                rt.call(380, || p1_ВОЗВРАТХОДА(rt, f, a0, a1, a2, a3))?
                                                                            };
                                                                            // 480: ВОЗВРАТ КОРОЛЯ(Б3, 5, ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ);
                                                                            {
                                                                                let a0 = rt.read(&f.Б3, 268)?;
                                                                                let a1 = 5;
                                                                                let a2 = f.ПОЛЯБЕЛЫХ;
                                                                                let a3 = f.ДОСКАБЕЛЫХ;
                                                                                rt.call(390, || p2_ВОЗВРАТКОРОЛЯ(rt, f, a0, a1, a2, a3))?
                                                                            };
                                                                            // 481: go to Ч2 ПРОДОЛЖЕНИЕ;
                                                                            break 'at_491;
                                                                        }
                                                                        // 482: Б3 ПРОДОЛЖЕНИЕ:
                                                                        f.УРОВЕНЬ.set(Some(5));
                                                                        // 345: for Б3 := РУБЕЖ ХОДОВ[4] + 2 step 1 until РУБЕЖ ХОДОВ[5] do
                                                                        f.Б3.set(Some(rt.add(rt.read(&f.Б3, 157)?, 1, 154)?));
                                                                        if rt.read(&f.Б3, 157)? > rt.load1(f.РУБЕЖХОДОВ, 5, 158)? {
                                                                            break 'at_485;
                                                                        }
                                                                        rt.step(Some(154))?;
                                                                    }
                                                                }
                                                                // 491: Ч2 ПРОДОЛЖЕНИЕ:
                                                                f.УРОВЕНЬ.set(Some(4));
                                                                // 340: for Ч2 := РУБЕЖ ХОДОВ[3] + 2 step 1 until РУБЕЖ ХОДОВ[4] do
                                                                f.Ч2.set(Some(rt.add(rt.read(&f.Ч2, 148)?, 1, 145)?));
                                                                if rt.read(&f.Ч2, 148)? > rt.load1(f.РУБЕЖХОДОВ, 4, 149)? {
                                                                    break 'at_494;
                                                                }
                                                                rt.step(Some(145))?;
                                                                continue 'loop_342;
                                                            }
                                                            // 485: БЕЛЫЕ БЕРУТ НАЗАД СВОЙ ВТОРОЙ ХОД:
                                                            f.УРОВЕНЬ.set(Some(4));
                                                            // 487: ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then Ч2 + 2 else Ч2 + 1],
                                                            {
                                                                let a0 = rt.load1(f.СПИСОК, if (rt.load1(f.q, rt.read(&f.УРОВЕНЬ, 399)?, 398)? == -1) { rt.add(rt.read(&f.Ч2, 401)?, 2, 400)? } else { rt.add(rt.read(&f.Ч2, 403)?, 1, 402)? }, 395)?;
                                                                let a1 = f.ДОСКАЧЕРНЫХ;
                                                                let a2 = f.ДОСКАБЕЛЫХ;
                                                                let a3 = f.ПОЛЯЧЕРНЫХ;
                                                                rt.call(394, || p1_ВОЗВРАТХОДА(rt, f, a0, a1, a2, a3))?
                                                            };
                                                            // 489: ВОЗВРАТ КОРОЛЯ(Ч2, 61, ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ);
                                                            {
                                                                let a0 = rt.read(&f.Ч2, 268)?;
                                                                let a1 = 61;
                                                                let a2 = f.ПОЛЯЧЕРНЫХ;
                                                                let a3 = f.ДОСКАЧЕРНЫХ;
                                                                rt.call(404, || p2_ВОЗВРАТКОРОЛЯ(rt, f, a0, a1, a2, a3))?
                                                            };
                                                            // 490: go to Б2 ПРОДОЛЖЕНИЕ;
                                                            break 'at_508;
                                                        }
                                                    }
                                                    // 494: n := РУБЕЖ ХОДОВ[4];
                                                    f.n.set(Some(rt.load1(f.РУБЕЖХОДОВ, 4, 406)?));
                                                    // 495: if ВОЗМОЖЕН ПАТ[2] then
                                                    if rt.load1(f.ВОЗМОЖЕНПАТ, 2, 408)? {
                                                        // 498: ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, ЧЕРНЫЕ БЕРУТ НАЗАД СВОЙ ПЕРВЫЙ ХОД);
                                                        {
                                                            let a0 = f.ПОЛЯБЕЛЫХ;
                                                            let a1 = f.ДОСКАБЕЛЫХ;
                                                            let a2 = f.ДОСКАЧЕРНЫХ;
                                                            let a3 = &f.n;
                                                            let a4 = rt::Lbl { frame: f.id, label: 32 };
                                                            rt.call(409, || p0_ОБЗОРХОДОВ(rt, f, a0, a1, a2, a3, a4))?
                                                        };
                                                        // 500: go to Б2 ПРОДОЛЖЕНИЕ
                                                        break 'at_508;
                                                    }
                                                }
                                                // 502: ЧЕРНЫЕ БЕРУТ НАЗАД СВОЙ ПЕРВЫЙ ХОД:
                                                f.УРОВЕНЬ.set(Some(3));
                                                // 504: ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then Б2 + 2 else Б2 + 1],
                                                {
                                                    let a0 = rt.load1(f.СПИСОК, if (rt.load1(f.q, rt.read(&f.УРОВЕНЬ, 416)?, 415)? == -1) { rt.add(rt.read(&f.Б2, 418)?, 2, 417)? } else { rt.add(rt.read(&f.Б2, 420)?, 1, 419)? }, 412)?;
                                                    let a1 = f.ДОСКАБЕЛЫХ;
                                                    let a2 = f.ДОСКАЧЕРНЫХ;
                                                    let a3 = f.ПОЛЯБЕЛЫХ;
                                                    rt.call(411, || p1_ВОЗВРАТХОДА(rt, f, a0, a1, a2, a3))?
                                                };
                                                // 506: ВОЗВРАТ КОРОЛЯ(Б2, 5, ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ);
                                                {
                                                    let a0 = rt.read(&f.Б2, 268)?;
                                                    let a1 = 5;
                                                    let a2 = f.ПОЛЯБЕЛЫХ;
                                                    let a3 = f.ДОСКАБЕЛЫХ;
                                                    rt.call(421, || p2_ВОЗВРАТКОРОЛЯ(rt, f, a0, a1, a2, a3))?
                                                };
                                                // 507: go to Ч1 ПРОДОЛЖЕНИЕ;
                                                break 'at_517;
                                            }
                                            // 508: Б2 ПРОДОЛЖЕНИЕ:
                                            f.УРОВЕНЬ.set(Some(3));
                                            // 334: for Б2 := РУБЕЖ ХОДОВ[2] + 2 step 1 until РУБЕЖ ХОДОВ[3] do
                                            f.Б2.set(Some(rt.add(rt.read(&f.Б2, 138)?, 1, 135)?));
                                            if rt.read(&f.Б2, 138)? > rt.load1(f.РУБЕЖХОДОВ, 3, 139)? {
                                                break 'at_511;
                                            }
                                            rt.step(Some(135))?;
                                        }
                                    }
                                    // 517: Ч1 ПРОДОЛЖЕНИЕ:
                                    f.УРОВЕНЬ.set(Some(2));
                                    // 330: for Ч1 := РУБЕЖ ХОДОВ[1] + 2 step 1 until РУБЕЖ ХОДОВ[2] do
                                    f.Ч1.set(Some(rt.add(rt.read(&f.Ч1, 129)?, 1, 126)?));
                                    if rt.read(&f.Ч1, 129)? > rt.load1(f.РУБЕЖХОДОВ, 2, 130)? {
                                        break 'at_520;
                                    }
                                    rt.step(Some(126))?;
                                    continue 'loop_332;
                                }
                                // 511: БЕЛЫЕ БЕРУТ НАЗАД СВОЙ ПЕРВЫЙ ХОД:
                                f.УРОВЕНЬ.set(Some(2));
                                // 513: ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then Ч1 + 2 else Ч1 + 1],
                                {
                                    let a0 = rt.load1(f.СПИСОК, if (rt.load1(f.q, rt.read(&f.УРОВЕНЬ, 430)?, 429)? == -1) { rt.add(rt.read(&f.Ч1, 432)?, 2, 431)? } else { rt.add(rt.read(&f.Ч1, 434)?, 1, 433)? }, 426)?;
                                    let a1 = f.ДОСКАЧЕРНЫХ;
                                    let a2 = f.ДОСКАБЕЛЫХ;
                                    let a3 = f.ПОЛЯЧЕРНЫХ;
                                    rt.call(425, || p1_ВОЗВРАТХОДА(rt, f, a0, a1, a2, a3))?
                                };
                                // 515: ВОЗВРАТ КОРОЛЯ(Ч1, 61, ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ);
                                {
                                    let a0 = rt.read(&f.Ч1, 268)?;
                                    let a1 = 61;
                                    let a2 = f.ПОЛЯЧЕРНЫХ;
                                    let a3 = f.ДОСКАЧЕРНЫХ;
                                    rt.call(435, || p2_ВОЗВРАТКОРОЛЯ(rt, f, a0, a1, a2, a3))?
                                };
                                // 516: go to Б1 ПРОДОЛЖЕНИЕ;
                                break 'at_536;
                            }
                        }
                        // 520: n := РУБЕЖ ХОДОВ[2];
                        f.n.set(Some(rt.load1(f.РУБЕЖХОДОВ, 2, 437)?));
                        // 521: if ВОЗМОЖЕН ПАТ[1] then
                        if rt.load1(f.ВОЗМОЖЕНПАТ, 1, 439)? {
                            // 524: ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, МАТ1);
                            {
                                let a0 = f.ПОЛЯБЕЛЫХ;
                                let a1 = f.ДОСКАБЕЛЫХ;
                                let a2 = f.ДОСКАЧЕРНЫХ;
                                let a3 = &f.n;
                                let a4 = rt::Lbl { frame: f.id, label: 38 };
                                rt.call(440, || p0_ОБЗОРХОДОВ(rt, f, a0, a1, a2, a3, a4))?
                            };
                            // 526: go to Б1 ПРОДОЛЖЕНИЕ
                            break 'at_536;
                        }
                        // 528: output('/,T,РЕШЕНИЕ,/');
                        { rt.output("/,T,РЕШЕНИЕ,/", &[], 441)?; };
                        // 529: go to ОТВЕТ;
                    }
                    // 532: ОТВЕТ:
                    rt.call(442, || p5_ПЕЧАТЬПОЗИЦИИ(rt, f))?;
                    // 535: go to КОНЕЦ;
                    break 'at_end;
                }
                // 536: Б1 ПРОДОЛЖЕНИЕ:
                f.УРОВЕНЬ.set(Some(1));
                // 325: НАЧАЛО:
                f.Б1.set(Some(rt.add(rt.read(&f.Б1, 113)?, 1, 112)?));
                if rt.read(&f.Б1, 113)? > rt.load1(f.РУБЕЖХОДОВ, 1, 114)? {
                    break 'at_539;
                }
                rt.step(Some(112))?;
            }
        }
        // 539: output('/,T,ХОДЫ БЕЛЫХ ИСЧЕРПАНЫ,/');
        { rt.output("/,T,ХОДЫ БЕЛЫХ ИСЧЕРПАНЫ,/", &[], 444)?; };
        // 540: go to КОНЕЦ;
    }
    return Ok(());
}

/// The activation record of the procedure `ОБЗОР ХОДОВ`.
struct P0Frame<'a> {
    up: &'a MainFrame<'a>,
    ПОЛЯ: &'a rt::Arr<i64>,
    СВОЯДОСКА: &'a rt::Arr<i64>,
    ЧУЖАЯДОСКА: &'a rt::Arr<i64>,
    n: &'a dyn rt::Name<i64>,
    МЕТКА: rt::Lbl,
    j: rt::Var<i64>,
    m: rt::Var<i64>,
    ПОЛЕ: rt::Var<i64>,
    КОД: rt::Var<i64>,
    ОТКУДА: rt::Var<i64>,
    ФИГУРА: rt::Var<i64>,
    В: rt::Var<i64>,
    Г: rt::Var<i64>,
    x: rt::Var<i64>,
    y: rt::Var<i64>,
    t: rt::Var<i64>,
    k: rt::Var<i64>,
    С: rt::Var<i64>,
    ПЕРВОЕ: rt::Var<i64>,
    ПОСЛЕДНЕЕ: rt::Var<i64>,
    НАПР: rt::Var<i64>,
    ДОМ: rt::Var<i64>,
    ДАЛЬНОБОЙНАЯ: rt::Var<bool>,
}

/// The procedure `ОБЗОР ХОДОВ`.
fn p0_ОБЗОРХОДОВ<'a>(rt: &Rt, up: &'a MainFrame<'a>, ПОЛЯ: &'a rt::Arr<i64>, СВОЯДОСКА: &'a rt::Arr<i64>, ЧУЖАЯДОСКА: &'a rt::Arr<i64>, n: &'a dyn rt::Name<i64>, МЕТКА: rt::Lbl) -> R<()> {
    let f = &P0Frame {
        up,
        ПОЛЯ: ПОЛЯ,
        СВОЯДОСКА: СВОЯДОСКА,
        ЧУЖАЯДОСКА: ЧУЖАЯДОСКА,
        n: n,
        МЕТКА: МЕТКА,
        j: rt::var(),
        m: rt::var(),
        ПОЛЕ: rt::var(),
        КОД: rt::var(),
        ОТКУДА: rt::var(),
        ФИГУРА: rt::var(),
        В: rt::var(),
        Г: rt::var(),
        x: rt::var(),
        y: rt::var(),
        t: rt::var(),
        k: rt::var(),
        С: rt::var(),
        ПЕРВОЕ: rt::var(),
        ПОСЛЕДНЕЕ: rt::var(),
        НАПР: rt::var(),
        ДОМ: rt::var(),
        ДАЛЬНОБОЙНАЯ: rt::var(),
    };
    'at_146: {
        // 78: m := n + 1;  СПИСОК[m] := 0;
        f.m.set(Some(rt.add(f.n.value(rt, 447)?, 1, 446)?));
        rt.elem_at1(f.up.СПИСОК, rt.read(&f.m, 450)?, 449)?.set(Some(0));
        // 79: НАПР := ПОЛЯ[0];  ДОМ := if НАПР > 0 then 5 else 61;
        f.НАПР.set(Some(rt.load1(f.ПОЛЯ, 0, 452)?));
        f.ДОМ.set(Some(if (rt.read(&f.НАПР, 456)? > 0) { 5 } else { 61 }));
        // 80: for j := 1 step 1 until 16 do
        f.j.set(Some(1));
        if !(rt.read(&f.j, 458)? > 16) {
            loop {
                // 82: ПОЛЕ := ПОЛЯ[j];
                f.ПОЛЕ.set(Some(rt.load1(f.ПОЛЯ, rt.read(&f.j, 461)?, 460)?));
                // 83: if ПОЛЕ ≠ 0 then
                if (rt.read(&f.ПОЛЕ, 464)? != 0) {
                    // 85: КОД := СВОЯ ДОСКА[ПОЛЕ] - 10 × j;
                    f.КОД.set(Some(rt.sub(rt.load1(f.СВОЯДОСКА, rt.read(&f.ПОЛЕ, 468)?, 467)?, rt.mul(10, rt.read(&f.j, 470)?, 469)?, 466)?));
                    // 86: if КОД > 0 ∧ КОД < 10 then
                    if ((rt.read(&f.КОД, 474)? > 0) & (rt.read(&f.КОД, 476)? < 10)) {
                        // 88: В := (ПОЛЕ - 1) - (ПОЛЕ - 1) ÷ 8 × 8;  Г := (ПОЛЕ - 1) ÷ 8;
                        f.В.set(Some(rt.sub(rt.sub(rt.read(&f.ПОЛЕ, 480)?, 1, 479)?, rt.mul(rt.idiv(rt.sub(rt.read(&f.ПОЛЕ, 484)?, 1, 483)?, 8, 482)?, 8, 481)?, 478)?));
                        f.Г.set(Some(rt.idiv(rt.sub(rt.read(&f.ПОЛЕ, 488)?, 1, 487)?, 8, 486)?));
                        // 89: ОТКУДА := 100 × ПОЛЕ;  ФИГУРА := 1000 × СВОЯ ДОСКА[ПОЛЕ];
                        f.ОТКУДА.set(Some(rt.mul(100, rt.read(&f.ПОЛЕ, 491)?, 490)?));
                        f.ФИГУРА.set(Some(rt.mul(1000, rt.load1(f.СВОЯДОСКА, rt.read(&f.ПОЛЕ, 495)?, 494)?, 493)?));
                        // 90: if КОД = 1 then
                        if (rt.read(&f.КОД, 498)? == 1) {
                            // 92: t := ПОЛЕ + НАПР;
                            f.t.set(Some(rt.add(rt.read(&f.ПОЛЕ, 501)?, rt.read(&f.НАПР, 502)?, 500)?));
                            // 93: if СВОЯ ДОСКА[t] = 0 then
                            if (rt.load1(f.СВОЯДОСКА, rt.read(&f.t, 506)?, 505)? == 0) {
                                // 95: if ЧУЖАЯ ДОСКА[t] = 0 then
                                if (rt.load1(f.ЧУЖАЯДОСКА, rt.read(&f.t, 510)?, 509)? == 0) {
                                    // 97: ХОД ПЕШКИ(t);
                                    {
                                        let a0 = rt.read(&f.t, 512)?;
                                        rt.call(511, || p7_ХОДПЕШКИ(rt, f, a0))?
                                    };
                                    // 98: if Г = (if НАПР > 0 then 1 else 6) then
                                    if (rt.read(&f.Г, 515)? == if (rt.read(&f.НАПР, 518)? > 0) { 1 } else { 6 }) {
                                        // 100: if СВОЯ ДОСКА[t + НАПР] = 0 then
                                        if (rt.load1(f.СВОЯДОСКА, rt.add(rt.read(&f.t, 523)?, rt.read(&f.НАПР, 524)?, 522)?, 521)? == 0) {
                                            // 101: begin if ЧУЖАЯ ДОСКА[t + НАПР] = 0 then ЗАПИСЬ(t + НАПР, 0) end
                                            if (rt.load1(f.ЧУЖАЯДОСКА, rt.add(rt.read(&f.t, 529)?, rt.read(&f.НАПР, 530)?, 528)?, 527)? == 0) {
                                                {
                                                    let a0 = rt.add(rt.read(&f.t, 534)?, rt.read(&f.НАПР, 535)?, 533)?;
                                                    let a1 = 0;
                                                    rt.call(531, || p6_ЗАПИСЬ(rt, f, a0, a1))?
                                                };
                                            }
                                        }
                                    }
                                }
                            }
                            // 105: if В > 0 then begin if ЧУЖАЯ ДОСКА[t - 1] ≠ 0 then ХОД ПЕШКИ(t - 1) end;
                            if (rt.read(&f.В, 539)? > 0) {
                                if (rt.load1(f.ЧУЖАЯДОСКА, rt.sub(rt.read(&f.t, 544)?, 1, 543)?, 542)? != 0) {
                                    {
                                        let a0 = rt.sub(rt.read(&f.t, 547)?, 1, 546)?;
                                        rt.call(545, || p7_ХОДПЕШКИ(rt, f, a0))?
                                    };
                                }
                            }
                            // 106: if В < 7 then begin if ЧУЖАЯ ДОСКА[t + 1] ≠ 0 then ХОД ПЕШКИ(t + 1) end
                            if (rt.read(&f.В, 550)? < 7) {
                                if (rt.load1(f.ЧУЖАЯДОСКА, rt.add(rt.read(&f.t, 555)?, 1, 554)?, 553)? != 0) {
                                    {
                                        let a0 = rt.add(rt.read(&f.t, 558)?, 1, 557)?;
                                        rt.call(556, || p7_ХОДПЕШКИ(rt, f, a0))?
                                    };
                                }
                            }
                        } else {
                            // 110: if КОД = 2 then begin ПЕРВОЕ := 9;  ПОСЛЕДНЕЕ := 16 end
                            if (rt.read(&f.КОД, 561)? == 2) {
                                f.ПЕРВОЕ.set(Some(9));
                                f.ПОСЛЕДНЕЕ.set(Some(16));
                            } else {
                                // 111: else if КОД = 3 then begin ПЕРВОЕ := 5;  ПОСЛЕДНЕЕ := 8 end
                                if (rt.read(&f.КОД, 566)? == 3) {
                                    f.ПЕРВОЕ.set(Some(5));
                                    f.ПОСЛЕДНЕЕ.set(Some(8));
                                } else {
                                    // 112: else if КОД = 4 ∨ КОД = 8 then begin ПЕРВОЕ := 1;  ПОСЛЕДНЕЕ := 4 end
                                    if ((rt.read(&f.КОД, 572)? == 4) | (rt.read(&f.КОД, 574)? == 8)) {
                                        f.ПЕРВОЕ.set(Some(1));
                                        f.ПОСЛЕДНЕЕ.set(Some(4));
                                    } else {
                                        // 113: else begin ПЕРВОЕ := 1;  ПОСЛЕДНЕЕ := 8 end;
                                        f.ПЕРВОЕ.set(Some(1));
                                        f.ПОСЛЕДНЕЕ.set(Some(8));
                                    }
                                }
                            }
                            'at_135: {
                                // 114: ДАЛЬНОБОЙНАЯ := КОД ≠ 2 ∧ КОД ≠ 6 ∧ КОД ≠ 7;
                                f.ДАЛЬНОБОЙНАЯ.set(Some((((rt.read(&f.КОД, 583)? != 2) & (rt.read(&f.КОД, 585)? != 6)) & (rt.read(&f.КОД, 587)? != 7))));
                                // 115: for k := ПЕРВОЕ step 1 until ПОСЛЕДНЕЕ do
                                f.k.set(Some(rt.read(&f.ПЕРВОЕ, 589)?));
                                if !(rt.read(&f.k, 590)? > rt.read(&f.ПОСЛЕДНЕЕ, 591)?) {
                                    'loop_117: loop {
                                        // 117: x := В;  y := Г;
                                        f.x.set(Some(rt.read(&f.В, 593)?));
                                        f.y.set(Some(rt.read(&f.Г, 595)?));
                                        'loop_118: loop {
                                            // 118: ЛУЧ:
                                            f.x.set(Some(rt.add(rt.read(&f.x, 598)?, rt.load1(f.up.ШАГВЕРТИКАЛИ, rt.read(&f.k, 600)?, 599)?, 597)?));
                                            // 119: x := x + ШАГ ВЕРТИКАЛИ[k];  y := y + ШАГ ГОРИЗОНТАЛИ[k];
                                            f.y.set(Some(rt.add(rt.read(&f.y, 603)?, rt.load1(f.up.ШАГГОРИЗОНТАЛИ, rt.read(&f.k, 605)?, 604)?, 602)?));
                                            // 120: if x ≥ 0 ∧ x < 8 ∧ y ≥ 0 ∧ y < 8 then
                                            if ((((rt.read(&f.x, 611)? >= 0) & (rt.read(&f.x, 613)? < 8)) & (rt.read(&f.y, 615)? >= 0)) & (rt.read(&f.y, 617)? < 8)) {
                                                // 122: t := 8 × y + x + 1;
                                                f.t.set(Some(rt.add(rt.add(rt.mul(8, rt.read(&f.y, 622)?, 621)?, rt.read(&f.x, 623)?, 620)?, 1, 619)?));
                                                // 123: if СВОЯ ДОСКА[t] = 0 then
                                                if (rt.load1(f.СВОЯДОСКА, rt.read(&f.t, 627)?, 626)? == 0) {
                                                    // 125: С := ЧУЖАЯ ДОСКА[t];
                                                    f.С.set(Some(rt.load1(f.ЧУЖАЯДОСКА, rt.read(&f.t, 630)?, 629)?));
                                                    // 126: if С ≠ 0 then
                                                    if (rt.read(&f.С, 633)? != 0) {
                                                        // 127: begin if С - С ÷ 10 × 10 = 6 ∨ С - С ÷ 10 × 10 = 7 then go to МЕТКА end;
                                                        if ((rt.sub(rt.read(&f.С, 638)?, rt.mul(rt.idiv(rt.read(&f.С, 641)?, 10, 640)?, 10, 639)?, 637)? == 6) | (rt.sub(rt.read(&f.С, 644)?, rt.mul(rt.idiv(rt.read(&f.С, 647)?, 10, 646)?, 10, 645)?, 643)? == 7)) {
                                                            return Err(rt.goto_label(f.МЕТКА, 648));
                                                        }
                                                    }
                                                    // 128: СПИСОК[m + 1] := ОТКУДА + t;
                                                    rt.elem_at1(f.up.СПИСОК, rt.add(rt.read(&f.m, 656)?, 1, 655)?, 654)?.set(Some(rt.add(rt.read(&f.ОТКУДА, 652)?, rt.read(&f.t, 653)?, 651)?));
                                                    // 129: СПИСОК[m + 2] := -(ОТКУДА + t + 10000 × (С + ФИГУРА));
                                                    rt.elem_at1(f.up.СПИСОК, rt.add(rt.read(&f.m, 669)?, 2, 668)?, 667)?.set(Some(rt.neg_int(rt.add(rt.add(rt.read(&f.ОТКУДА, 661)?, rt.read(&f.t, 662)?, 660)?, rt.mul(10000, rt.add(rt.read(&f.С, 665)?, rt.read(&f.ФИГУРА, 666)?, 664)?, 663)?, 659)?, 658)?));
                                                    // 130: m := m + 2;
                                                    f.m.set(Some(rt.add(rt.read(&f.m, 672)?, 2, 671)?));
                                                    // 131: if ДАЛЬНОБОЙНАЯ ∧ С = 0 then go to ЛУЧ
                                                    if (rt.read(&f.ДАЛЬНОБОЙНАЯ, 675)? & (rt.read(&f.С, 677)? == 0)) {
                                                        rt.step(Some(678))?;
                                                        continue 'loop_118;
                                                    }
                                                }
                                            }
                                            // 115: for k := ПЕРВОЕ step 1 until ПОСЛЕДНЕЕ do
                                            f.k.set(Some(rt.add(rt.read(&f.k, 590)?, 1, 588)?));
                                            if rt.read(&f.k, 590)? > rt.read(&f.ПОСЛЕДНЕЕ, 591)? {
                                                break 'at_135;
                                            }
                                            rt.step(Some(588))?;
                                            continue 'loop_117;
                                        }
                                    }
                                }
                            }
                            // 135: if КОД = 7 ∧ ПОЛЕ = ДОМ then
                            if ((rt.read(&f.КОД, 682)? == 7) & (rt.read(&f.ПОЛЕ, 684)? == rt.read(&f.ДОМ, 685)?)) {
                                // 137: if СВОЯ ДОСКА[ДОМ + 3] - СВОЯ ДОСКА[ДОМ + 3] ÷ 10 × 10 = 8 then
                                if (rt.sub(rt.load1(f.СВОЯДОСКА, rt.add(rt.read(&f.ДОМ, 691)?, 3, 690)?, 689)?, rt.mul(rt.idiv(rt.load1(f.СВОЯДОСКА, rt.add(rt.read(&f.ДОМ, 696)?, 3, 695)?, 694)?, 10, 693)?, 10, 692)?, 688)? == 8) {
                                    // 138: РОКИРОВКА(ДОМ + 2, ДОМ + 3);
                                    {
                                        let a0 = rt.add(rt.read(&f.ДОМ, 700)?, 2, 699)?;
                                        let a1 = rt.add(rt.read(&f.ДОМ, 703)?, 3, 702)?;
                                        rt.call(697, || p8_РОКИРОВКА(rt, f, a0, a1))?
                                    };
                                }
                                // 139: if СВОЯ ДОСКА[ДОМ - 4] - СВОЯ ДОСКА[ДОМ - 4] ÷ 10 × 10 = 8 then
                                if (rt.sub(rt.load1(f.СВОЯДОСКА, rt.sub(rt.read(&f.ДОМ, 709)?, 4, 708)?, 707)?, rt.mul(rt.idiv(rt.load1(f.СВОЯДОСКА, rt.sub(rt.read(&f.ДОМ, 714)?, 4, 713)?, 712)?, 10, 711)?, 10, 710)?, 706)? == 8) {
                                    // 140: РОКИРОВКА(ДОМ - 2, ДОМ - 4)
                                    {
                                        let a0 = rt.sub(rt.read(&f.ДОМ, 717)?, 2, 716)?;
                                        let a1 = rt.sub(rt.read(&f.ДОМ, 719)?, 4, 718)?;
                                        rt.call(715, || p8_РОКИРОВКА(rt, f, a0, a1))?
                                    };
                                }
                            }
                        }
                    }
                }
                // 80: for j := 1 step 1 until 16 do
                f.j.set(Some(rt.add(rt.read(&f.j, 458)?, 1, 457)?));
                if rt.read(&f.j, 458)? > 16 {
                    break 'at_146;
                }
                rt.step(Some(457))?;
            }
        }
    }
    // 146: n := m
    f.n.assign(rt, rt.read(&f.m, 721)?, 722)?;
    return Ok(());
}

/// The activation record of the procedure `ЗАПИСЬ`.
struct P6Frame<'a> {
    up: &'a P0Frame<'a>,
    НА: rt::Var<i64>,
    Е: rt::Var<i64>,
}

/// The procedure `ЗАПИСЬ`.
fn p6_ЗАПИСЬ<'a>(rt: &Rt, up: &'a P0Frame<'a>, НА: i64, Е: i64) -> R<()> {
    let f = &P6Frame {
        up,
        НА: std::cell::Cell::new(Some(НА)),
        Е: std::cell::Cell::new(Some(Е)),
    };
    // 52: С := ЧУЖАЯ ДОСКА[НА];
    f.up.С.set(Some(rt.load1(f.up.ЧУЖАЯДОСКА, rt.read(&f.НА, 725)?, 724)?));
    // 53: if С - С ÷ 10 × 10 = 6 ∨ С - С ÷ 10 × 10 = 7 then go to МЕТКА;
    if ((rt.sub(rt.read(&f.up.С, 730)?, rt.mul(rt.idiv(rt.read(&f.up.С, 733)?, 10, 732)?, 10, 731)?, 729)? == 6) | (rt.sub(rt.read(&f.up.С, 736)?, rt.mul(rt.idiv(rt.read(&f.up.С, 739)?, 10, 738)?, 10, 737)?, 735)? == 7)) {
        return Err(rt.goto_label(f.up.МЕТКА, 740));
    }
    // 54: m := m + 1;  СПИСОК[m] := ОТКУДА + НА;
    f.up.m.set(Some(rt.add(rt.read(&f.up.m, 744)?, 1, 743)?));
    rt.elem_at1(f.up.up.СПИСОК, rt.read(&f.up.m, 750)?, 749)?.set(Some(rt.add(rt.read(&f.up.ОТКУДА, 747)?, rt.read(&f.НА, 748)?, 746)?));
    // 55: if Е > 0 then begin m := m + 1;  СПИСОК[m] := Е end;
    if (rt.read(&f.Е, 753)? > 0) {
        f.up.m.set(Some(rt.add(rt.read(&f.up.m, 756)?, 1, 755)?));
        rt.elem_at1(f.up.up.СПИСОК, rt.read(&f.up.m, 760)?, 759)?.set(Some(rt.read(&f.Е, 758)?));
    }
    // 56: m := m + 1;  СПИСОК[m] := -(ОТКУДА + НА + 10000 × (С + ФИГУРА))
    f.up.m.set(Some(rt.add(rt.read(&f.up.m, 763)?, 1, 762)?));
    rt.elem_at1(f.up.up.СПИСОК, rt.read(&f.up.m, 775)?, 774)?.set(Some(rt.neg_int(rt.add(rt.add(rt.read(&f.up.ОТКУДА, 768)?, rt.read(&f.НА, 769)?, 767)?, rt.mul(10000, rt.add(rt.read(&f.up.С, 772)?, rt.read(&f.up.ФИГУРА, 773)?, 771)?, 770)?, 766)?, 765)?));
    return Ok(());
}

/// The activation record of the procedure `ХОД ПЕШКИ`.
struct P7Frame<'a> {
    up: &'a P0Frame<'a>,
    НА: rt::Var<i64>,
}

/// The procedure `ХОД ПЕШКИ`.
fn p7_ХОДПЕШКИ<'a>(rt: &Rt, up: &'a P0Frame<'a>, НА: i64) -> R<()> {
    let f = &P7Frame {
        up,
        НА: std::cell::Cell::new(Some(НА)),
    };
    // 60: if НА > 56 ∨ НА < 9 then
    if ((rt.read(&f.НА, 779)? > 56) | (rt.read(&f.НА, 781)? < 9)) {
        // 61: begin ЗАПИСЬ(НА, 5);  ЗАПИСЬ(НА, 4);  ЗАПИСЬ(НА, 3);  ЗАПИСЬ(НА, 2) end
        {
            let a0 = rt.read(&f.НА, 532)?;
            let a1 = 5;
            rt.call(782, || p6_ЗАПИСЬ(rt, f.up, a0, a1))?
        };
        {
            let a0 = rt.read(&f.НА, 532)?;
            let a1 = 4;
            rt.call(783, || p6_ЗАПИСЬ(rt, f.up, a0, a1))?
        };
        {
            let a0 = rt.read(&f.НА, 532)?;
            let a1 = 3;
            rt.call(784, || p6_ЗАПИСЬ(rt, f.up, a0, a1))?
        };
        {
            let a0 = rt.read(&f.НА, 532)?;
            let a1 = 2;
            rt.call(785, || p6_ЗАПИСЬ(rt, f.up, a0, a1))?
        };
    } else {
        // 62: else ЗАПИСЬ(НА, 0);
        {
            let a0 = rt.read(&f.НА, 532)?;
            let a1 = 0;
            rt.call(786, || p6_ЗАПИСЬ(rt, f.up, a0, a1))?
        };
    }
    return Ok(());
}

/// The activation record of the procedure `РОКИРОВКА`.
struct P8Frame<'a> {
    up: &'a P0Frame<'a>,
    НА: rt::Var<i64>,
    УГОЛ: rt::Var<i64>,
    П: rt::Var<i64>,
    ОТ: rt::Var<i64>,
    ДО: rt::Var<i64>,
}

/// The procedure `РОКИРОВКА`.
fn p8_РОКИРОВКА<'a>(rt: &Rt, up: &'a P0Frame<'a>, НА: i64, УГОЛ: i64) -> R<()> {
    let f = &P8Frame {
        up,
        НА: std::cell::Cell::new(Some(НА)),
        УГОЛ: std::cell::Cell::new(Some(УГОЛ)),
        П: rt::var(),
        ОТ: rt::var(),
        ДО: rt::var(),
    };
    // 66: if УГОЛ > ПОЛЕ then begin ОТ := ПОЛЕ + 1;  ДО := УГОЛ - 1 end
    if (rt.read(&f.УГОЛ, 789)? > rt.read(&f.up.ПОЛЕ, 790)?) {
        f.ОТ.set(Some(rt.add(rt.read(&f.up.ПОЛЕ, 793)?, 1, 792)?));
        f.ДО.set(Some(rt.sub(rt.read(&f.УГОЛ, 796)?, 1, 795)?));
    } else {
        // 67: else begin ОТ := УГОЛ + 1;  ДО := ПОЛЕ - 1 end;
        f.ОТ.set(Some(rt.add(rt.read(&f.УГОЛ, 799)?, 1, 798)?));
        f.ДО.set(Some(rt.sub(rt.read(&f.up.ПОЛЕ, 802)?, 1, 801)?));
    }
    'at_end: {
        'at_70: {
            // 68: for П := ОТ step 1 until ДО do
            f.П.set(Some(rt.read(&f.ОТ, 804)?));
            if !(rt.read(&f.П, 805)? > rt.read(&f.ДО, 806)?) {
                loop {
                    // 69: if СВОЯ ДОСКА[П] ≠ 0 ∨ ЧУЖАЯ ДОСКА[П] ≠ 0 then go to ЗАНЯТО;
                    if ((rt.load1(f.up.СВОЯДОСКА, rt.read(&f.П, 811)?, 810)? != 0) | (rt.load1(f.up.ЧУЖАЯДОСКА, rt.read(&f.П, 814)?, 813)? != 0)) {
                        break 'at_end;
                    }
                    // 68: for П := ОТ step 1 until ДО do
                    f.П.set(Some(rt.add(rt.read(&f.П, 805)?, 1, 803)?));
                    if rt.read(&f.П, 805)? > rt.read(&f.ДО, 806)? {
                        break 'at_70;
                    }
                    rt.step(Some(803))?;
                }
            }
        }
        // 70: m := m + 1;  СПИСОК[m] := ОТКУДА + НА;
        f.up.m.set(Some(rt.add(rt.read(&f.up.m, 817)?, 1, 816)?));
        rt.elem_at1(f.up.up.СПИСОК, rt.read(&f.up.m, 823)?, 822)?.set(Some(rt.add(rt.read(&f.up.ОТКУДА, 820)?, rt.read(&f.НА, 821)?, 819)?));
        // 71: m := m + 1;  СПИСОК[m] := -(100 × УГОЛ + (ПОЛЕ + НА) ÷ 2 + 10000000 × СВОЯ ДОСКА[УГОЛ]);
        f.up.m.set(Some(rt.add(rt.read(&f.up.m, 826)?, 1, 825)?));
        rt.elem_at1(f.up.up.СПИСОК, rt.read(&f.up.m, 841)?, 840)?.set(Some(rt.neg_int(rt.add(rt.add(rt.mul(100, rt.read(&f.УГОЛ, 832)?, 831)?, rt.idiv(rt.add(rt.read(&f.up.ПОЛЕ, 835)?, rt.read(&f.НА, 836)?, 834)?, 2, 833)?, 830)?, rt.mul(10000000, rt.load1(f.up.СВОЯДОСКА, rt.read(&f.УГОЛ, 839)?, 838)?, 837)?, 829)?, 828)?));
    }
    return Ok(());
}

/// The activation record of the procedure `ВОЗВРАТ ХОДА`.
struct P1Frame<'a> {
    up: &'a MainFrame<'a>,
    З: rt::Var<i64>,
    СВОЯДОСКА: &'a rt::Arr<i64>,
    ЧУЖАЯДОСКА: &'a rt::Arr<i64>,
    СВОИПОЛЯ: &'a rt::Arr<i64>,
    ИЗ: rt::Var<i64>,
    НА: rt::Var<i64>,
    М: rt::Var<i64>,
    С: rt::Var<i64>,
}

/// The procedure `ВОЗВРАТ ХОДА`.
fn p1_ВОЗВРАТХОДА<'a>(rt: &Rt, up: &'a MainFrame<'a>, З: i64, СВОЯДОСКА: &'a rt::Arr<i64>, ЧУЖАЯДОСКА: &'a rt::Arr<i64>, СВОИПОЛЯ: &'a rt::Arr<i64>) -> R<()> {
    let f = &P1Frame {
        up,
        З: std::cell::Cell::new(Some(З)),
        СВОЯДОСКА: СВОЯДОСКА,
        ЧУЖАЯДОСКА: ЧУЖАЯДОСКА,
        СВОИПОЛЯ: СВОИПОЛЯ,
        ИЗ: rt::var(),
        НА: rt::var(),
        М: rt::var(),
        С: rt::var(),
    };
    // 158: З := -З;
    f.З.set(Some(rt.neg_int(rt.read(&f.З, 844)?, 843)?));
    // 159: М := З ÷ 10000000;  З := З - 10000000 × М;
    f.М.set(Some(rt.idiv(rt.read(&f.З, 847)?, 10000000, 846)?));
    f.З.set(Some(rt.sub(rt.read(&f.З, 850)?, rt.mul(10000000, rt.read(&f.М, 852)?, 851)?, 849)?));
    // 160: С := З ÷ 10000;  З := З - 10000 × С;
    f.С.set(Some(rt.idiv(rt.read(&f.З, 855)?, 10000, 854)?));
    f.З.set(Some(rt.sub(rt.read(&f.З, 858)?, rt.mul(10000, rt.read(&f.С, 860)?, 859)?, 857)?));
    // 161: ИЗ := З ÷ 100;  НА := З - 100 × ИЗ;
    f.ИЗ.set(Some(rt.idiv(rt.read(&f.З, 863)?, 100, 862)?));
    f.НА.set(Some(rt.sub(rt.read(&f.З, 866)?, rt.mul(100, rt.read(&f.ИЗ, 868)?, 867)?, 865)?));
    // 162: СВОЯ ДОСКА[НА] := 0;  ЧУЖАЯ ДОСКА[НА] := С;
    rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.НА, 871)?, 870)?.set(Some(0));
    rt.elem_at1(f.ЧУЖАЯДОСКА, rt.read(&f.НА, 875)?, 874)?.set(Some(rt.read(&f.С, 873)?));
    // 163: СВОЯ ДОСКА[ИЗ] := М;  СВОИ ПОЛЯ[М ÷ 10] := ИЗ
    rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.ИЗ, 879)?, 878)?.set(Some(rt.read(&f.М, 877)?));
    rt.elem_at1(f.СВОИПОЛЯ, rt.idiv(rt.read(&f.М, 884)?, 10, 883)?, 882)?.set(Some(rt.read(&f.ИЗ, 881)?));
    return Ok(());
}

/// The activation record of the procedure `ВОЗВРАТ КОРОЛЯ`.
struct P2Frame<'a> {
    up: &'a MainFrame<'a>,
    i: rt::Var<i64>,
    ДОМ: rt::Var<i64>,
    СВОИПОЛЯ: &'a rt::Arr<i64>,
    СВОЯДОСКА: &'a rt::Arr<i64>,
    НА: rt::Var<i64>,
    К: rt::Var<i64>,
}

/// The procedure `ВОЗВРАТ КОРОЛЯ`.
fn p2_ВОЗВРАТКОРОЛЯ<'a>(rt: &Rt, up: &'a MainFrame<'a>, i: i64, ДОМ: i64, СВОИПОЛЯ: &'a rt::Arr<i64>, СВОЯДОСКА: &'a rt::Arr<i64>) -> R<()> {
    let f = &P2Frame {
        up,
        i: std::cell::Cell::new(Some(i)),
        ДОМ: std::cell::Cell::new(Some(ДОМ)),
        СВОИПОЛЯ: СВОИПОЛЯ,
        СВОЯДОСКА: СВОЯДОСКА,
        НА: rt::var(),
        К: rt::var(),
    };
    // 174: if СПИСОК[i] ÷ 100 = ДОМ then
    if (rt.idiv(rt.load1(f.up.СПИСОК, rt.read(&f.i, 889)?, 888)?, 100, 887)? == rt.read(&f.ДОМ, 890)?) {
        // 176: НА := СПИСОК[i] - 100 × ДОМ;
        f.НА.set(Some(rt.sub(rt.load1(f.up.СПИСОК, rt.read(&f.i, 894)?, 893)?, rt.mul(100, rt.read(&f.ДОМ, 896)?, 895)?, 892)?));
        // 177: if НА = ДОМ + 2 ∨ НА = ДОМ - 2 then
        if ((rt.read(&f.НА, 900)? == rt.add(rt.read(&f.ДОМ, 902)?, 2, 901)?) | (rt.read(&f.НА, 904)? == rt.sub(rt.read(&f.ДОМ, 906)?, 2, 905)?)) {
            // 179: К := СВОЯ ДОСКА[НА];
            f.К.set(Some(rt.load1(f.СВОЯДОСКА, rt.read(&f.НА, 909)?, 908)?));
            // 180: if К - К ÷ 10 × 10 = 6 then
            if (rt.sub(rt.read(&f.К, 913)?, rt.mul(rt.idiv(rt.read(&f.К, 916)?, 10, 915)?, 10, 914)?, 912)? == 6) {
                // 181: begin СВОЯ ДОСКА[НА] := 0;  СВОЯ ДОСКА[ДОМ] := К + 1;  СВОИ ПОЛЯ[К ÷ 10] := ДОМ end
                rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.НА, 919)?, 918)?.set(Some(0));
                rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.ДОМ, 924)?, 923)?.set(Some(rt.add(rt.read(&f.К, 922)?, 1, 921)?));
                rt.elem_at1(f.СВОИПОЛЯ, rt.idiv(rt.read(&f.К, 929)?, 10, 928)?, 927)?.set(Some(rt.read(&f.ДОМ, 926)?));
            }
        }
    }
    return Ok(());
}

/// The activation record of the procedure `ВЫПОЛНЕНИЕ ХОДА`.
struct P3Frame<'a> {
    up: &'a MainFrame<'a>,
    /// This activation's identity, for its labels.
    id: u64,
    i: rt::Var<i64>,
    СВОЯДОСКА: &'a rt::Arr<i64>,
    ЧУЖАЯДОСКА: &'a rt::Arr<i64>,
    СВОИПОЛЯ: &'a rt::Arr<i64>,
    ЧУЖИЕПОЛЯ: &'a rt::Arr<i64>,
    ДАЛЕЕ: rt::Lbl,
    Х: rt::Var<i64>,
    ИЗ: rt::Var<i64>,
    НА: rt::Var<i64>,
    М: rt::Var<i64>,
    j: rt::Var<i64>,
    КОД: rt::Var<i64>,
    УГОЛ: rt::Var<i64>,
    ЛАДЬЯ: rt::Var<i64>,
    СРЕДНЕЕ: rt::Var<i64>,
}

/// The procedure `ВЫПОЛНЕНИЕ ХОДА`.
fn p3_ВЫПОЛНЕНИЕХОДА<'a>(rt: &Rt, up: &'a MainFrame<'a>, i: i64, СВОЯДОСКА: &'a rt::Arr<i64>, ЧУЖАЯДОСКА: &'a rt::Arr<i64>, СВОИПОЛЯ: &'a rt::Arr<i64>, ЧУЖИЕПОЛЯ: &'a rt::Arr<i64>, ДАЛЕЕ: rt::Lbl) -> R<()> {
    let f = &P3Frame {
        up,
        id: rt.new_id(),
        i: std::cell::Cell::new(Some(i)),
        СВОЯДОСКА: СВОЯДОСКА,
        ЧУЖАЯДОСКА: ЧУЖАЯДОСКА,
        СВОИПОЛЯ: СВОИПОЛЯ,
        ЧУЖИЕПОЛЯ: ЧУЖИЕПОЛЯ,
        ДАЛЕЕ: ДАЛЕЕ,
        Х: rt::var(),
        ИЗ: rt::var(),
        НА: rt::var(),
        М: rt::var(),
        j: rt::var(),
        КОД: rt::var(),
        УГОЛ: rt::var(),
        ЛАДЬЯ: rt::var(),
        СРЕДНЕЕ: rt::var(),
    };
    // A `go to` from a procedure called here comes back as an unwinding and goes on at its label.
    let mut label = None;
    loop {
        match p3_ВЫПОЛНЕНИЕХОДА_from(rt, f, label) {
            Ok(()) => return Ok(()),
            Err(e) => label = Some(rt.resume_id(e, f.id)?),
        }
    }
}

/// `p3_ВЫПОЛНЕНИЕХОДА` from its start (`label` is `None`) or from the label numbered `label` on.
fn p3_ВЫПОЛНЕНИЕХОДА_from(rt: &Rt, f: &P3Frame<'_>, mut label: Option<u32>) -> R<()> {
    match label {
        None => {
            // 198: Х := СПИСОК[i];
            f.Х.set(Some(rt.load1(f.up.СПИСОК, rt.read(&f.i, 932)?, 931)?));
            // 199: if Х < 0 then
            if (rt.read(&f.Х, 935)? < 0) {
                // 201: ВОЗВРАТ ХОДА(Х, СВОЯ ДОСКА, ЧУЖАЯ ДОСКА, СВОИ ПОЛЯ);
                {
                    let a0 = rt.read(&f.Х, 241)?;
                    let a1 = f.СВОЯДОСКА;
                    let a2 = f.ЧУЖАЯДОСКА;
                    let a3 = f.СВОИПОЛЯ;
                    rt.call(936, || p1_ВОЗВРАТХОДА(rt, f.up, a0, a1, a2, a3))?
                };
                // 202: ВОЗВРАТ КОРОЛЯ(if q[УРОВЕНЬ] = -1 then i - 2 else i - 1,
                {
                    let a0 = if (rt.load1(f.up.q, rt.read(&f.up.УРОВЕНЬ, 941)?, 940)? == -1) { rt.sub(rt.read(&f.i, 943)?, 2, 942)? } else { rt.sub(rt.read(&f.i, 945)?, 1, 944)? };
                    let a1 = if (rt.load1(f.СВОИПОЛЯ, 0, 948)? > 0) { 5 } else { 61 };
                    let a2 = f.СВОИПОЛЯ;
                    let a3 = f.СВОЯДОСКА;
                    rt.call(937, || p2_ВОЗВРАТКОРОЛЯ(rt, f.up, a0, a1, a2, a3))?
                };
                // 204: go to ДАЛЕЕ
                return Err(rt.goto_label(f.ДАЛЕЕ, 949));
            }
            // 206: if Х < 100 then go to ДАЛЕЕ;
            if (rt.read(&f.Х, 953)? < 100) {
                return Err(rt.goto_label(f.ДАЛЕЕ, 954));
            }
            // 207: ИЗ := Х ÷ 100;  НА := Х - 100 × ИЗ;
            f.ИЗ.set(Some(rt.idiv(rt.read(&f.Х, 958)?, 100, 957)?));
            f.НА.set(Some(rt.sub(rt.read(&f.Х, 961)?, rt.mul(100, rt.read(&f.ИЗ, 963)?, 962)?, 960)?));
            // 208: М := СВОЯ ДОСКА[ИЗ];  j := М ÷ 10;  КОД := М - 10 × j;
            f.М.set(Some(rt.load1(f.СВОЯДОСКА, rt.read(&f.ИЗ, 966)?, 965)?));
            f.j.set(Some(rt.idiv(rt.read(&f.М, 969)?, 10, 968)?));
            f.КОД.set(Some(rt.sub(rt.read(&f.М, 972)?, rt.mul(10, rt.read(&f.j, 974)?, 973)?, 971)?));
            // 209: if СПИСОК[i + 1] > 0 then begin q[УРОВЕНЬ] := -1;  КОД := СПИСОК[i + 1] end
            if (rt.load1(f.up.СПИСОК, rt.add(rt.read(&f.i, 979)?, 1, 978)?, 977)? > 0) {
                rt.elem_at1(f.up.q, rt.read(&f.up.УРОВЕНЬ, 982)?, 981)?.set(Some(-1));
                f.КОД.set(Some(rt.load1(f.up.СПИСОК, rt.add(rt.read(&f.i, 986)?, 1, 985)?, 984)?));
            } else {
                // 210: else q[УРОВЕНЬ] := 0;
                rt.elem_at1(f.up.q, rt.read(&f.up.УРОВЕНЬ, 989)?, 988)?.set(Some(0));
            }
            // 211: if КОД = 7 then КОД := 6 else if КОД = 8 then КОД := 4;
            if (rt.read(&f.КОД, 992)? == 7) {
                f.КОД.set(Some(6));
            } else {
                if (rt.read(&f.КОД, 996)? == 8) {
                    f.КОД.set(Some(4));
                }
            }
            // 212: СВОЯ ДОСКА[ИЗ] := 0;  СВОЯ ДОСКА[НА] := 10 × j + КОД;
            rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.ИЗ, 1000)?, 999)?.set(Some(0));
            rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.НА, 1007)?, 1006)?.set(Some(rt.add(rt.mul(10, rt.read(&f.j, 1004)?, 1003)?, rt.read(&f.КОД, 1005)?, 1002)?));
            // 213: ЧУЖАЯ ДОСКА[НА] := 0;  СВОИ ПОЛЯ[j] := НА;
            rt.elem_at1(f.ЧУЖАЯДОСКА, rt.read(&f.НА, 1010)?, 1009)?.set(Some(0));
            rt.elem_at1(f.СВОИПОЛЯ, rt.read(&f.j, 1014)?, 1013)?.set(Some(rt.read(&f.НА, 1012)?));
            // 214: УРОВЕНЬ := УРОВЕНЬ + 1;
            f.up.УРОВЕНЬ.set(Some(rt.add(rt.read(&f.up.УРОВЕНЬ, 1017)?, 1, 1016)?));
            // 215: if М - 10 × j = 7 ∧ (НА = ИЗ + 2 ∨ НА = ИЗ - 2) then
            if ((rt.sub(rt.read(&f.М, 1022)?, rt.mul(10, rt.read(&f.j, 1024)?, 1023)?, 1021)? == 7) & ((rt.read(&f.НА, 1027)? == rt.add(rt.read(&f.ИЗ, 1029)?, 2, 1028)?) | (rt.read(&f.НА, 1031)? == rt.sub(rt.read(&f.ИЗ, 1033)?, 2, 1032)?))) {
                // 219: УГОЛ := if НА > ИЗ then ИЗ + 3 else ИЗ - 4;  СРЕДНЕЕ := (ИЗ + НА) ÷ 2;
                f.УГОЛ.set(Some(if (rt.read(&f.НА, 1037)? > rt.read(&f.ИЗ, 1038)?) { rt.add(rt.read(&f.ИЗ, 1040)?, 3, 1039)? } else { rt.sub(rt.read(&f.ИЗ, 1042)?, 4, 1041)? }));
                f.СРЕДНЕЕ.set(Some(rt.idiv(rt.add(rt.read(&f.ИЗ, 1046)?, rt.read(&f.НА, 1047)?, 1045)?, 2, 1044)?));
                // 220: ЛАДЬЯ := СВОЯ ДОСКА[УГОЛ] - 4;  СВОЯ ДОСКА[УГОЛ] := 0;  СВОИ ПОЛЯ[ЛАДЬЯ ÷ 10] := СРЕДНЕЕ;
                f.ЛАДЬЯ.set(Some(rt.sub(rt.load1(f.СВОЯДОСКА, rt.read(&f.УГОЛ, 1051)?, 1050)?, 4, 1049)?));
                rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.УГОЛ, 1054)?, 1053)?.set(Some(0));
                rt.elem_at1(f.СВОИПОЛЯ, rt.idiv(rt.read(&f.ЛАДЬЯ, 1059)?, 10, 1058)?, 1057)?.set(Some(rt.read(&f.СРЕДНЕЕ, 1056)?));
                // 221: СВОЯ ДОСКА[ИЗ] := 6;  СВОЯ ДОСКА[СРЕДНЕЕ] := 6;
                rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.ИЗ, 1062)?, 1061)?.set(Some(6));
                rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.СРЕДНЕЕ, 1065)?, 1064)?.set(Some(6));
                // 222: n := РУБЕЖ ХОДОВ[УРОВЕНЬ - 1];
                f.up.n.set(Some(rt.load1(f.up.РУБЕЖХОДОВ, rt.sub(rt.read(&f.up.УРОВЕНЬ, 1069)?, 1, 1068)?, 1067)?));
                // 223: ОБЗОР ХОДОВ(ЧУЖИЕ ПОЛЯ, ЧУЖАЯ ДОСКА, СВОЯ ДОСКА, n, ПОД УДАРОМ);
                {
                    let a0 = f.ЧУЖИЕПОЛЯ;
                    let a1 = f.ЧУЖАЯДОСКА;
                    let a2 = f.СВОЯДОСКА;
                    let a3 = &f.up.n;
                    let a4 = rt::Lbl { frame: f.id, label: 0 };
                    rt.call(1070, || p0_ОБЗОРХОДОВ(rt, f.up, a0, a1, a2, a3, a4))?
                };
                // 224: СВОЯ ДОСКА[ИЗ] := 0;  СВОЯ ДОСКА[СРЕДНЕЕ] := ЛАДЬЯ;
                rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.ИЗ, 1073)?, 1072)?.set(Some(0));
                rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.СРЕДНЕЕ, 1077)?, 1076)?.set(Some(rt.read(&f.ЛАДЬЯ, 1075)?));
                // 225: go to ОТВЕТНЫЕ ХОДЫ;
            }
            // 230: ОТВЕТНЫЕ ХОДЫ:
            f.up.n.set(Some(rt.load1(f.up.РУБЕЖХОДОВ, rt.sub(rt.read(&f.up.УРОВЕНЬ, 1081)?, 1, 1080)?, 1079)?));
            // 232: ОБЗОР ХОДОВ(ЧУЖИЕ ПОЛЯ, ЧУЖАЯ ДОСКА, СВОЯ ДОСКА, n, ДАЛЕЕ);
            {
                let a0 = f.ЧУЖИЕПОЛЯ;
                let a1 = f.ЧУЖАЯДОСКА;
                let a2 = f.СВОЯДОСКА;
                let a3 = &f.up.n;
                let a4 = f.ДАЛЕЕ;
                rt.call(1082, || p0_ОБЗОРХОДОВ(rt, f.up, a0, a1, a2, a3, a4))?
            };
            // 233: РУБЕЖ ХОДОВ[УРОВЕНЬ] := n
            rt.elem_at1(f.up.РУБЕЖХОДОВ, rt.read(&f.up.УРОВЕНЬ, 1086)?, 1085)?.set(Some(rt.read(&f.up.n, 1084)?));
        }
        Some(0) => {
            label = None;
            // 226: ПОД УДАРОМ:
            rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.ИЗ, 1089)?, 1088)?.set(Some(0));
            // 227: СВОЯ ДОСКА[ИЗ] := 0;  СВОЯ ДОСКА[СРЕДНЕЕ] := ЛАДЬЯ;
            rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.СРЕДНЕЕ, 1093)?, 1092)?.set(Some(rt.read(&f.ЛАДЬЯ, 1091)?));
            // 228: go to ДАЛЕЕ
            return Err(rt.goto_label(f.ДАЛЕЕ, 1094));
        }
        _ => {
        }
    }
    return Ok(());
}

/// The activation record of the procedure `ВВОД ФИГУР`.
struct P4Frame<'a> {
    up: &'a MainFrame<'a>,
    ПОЛЯ: &'a rt::Arr<i64>,
    ДОСКА: &'a rt::Arr<i64>,
    j: rt::Var<i64>,
    k: rt::Var<i64>,
    КОД: rt::Var<i64>,
    ПОЛЕ: rt::Var<i64>,
}

/// The procedure `ВВОД ФИГУР`.
fn p4_ВВОДФИГУР<'a>(rt: &Rt, up: &'a MainFrame<'a>, ПОЛЯ: &'a rt::Arr<i64>, ДОСКА: &'a rt::Arr<i64>) -> R<()> {
    let f = &P4Frame {
        up,
        ПОЛЯ: ПОЛЯ,
        ДОСКА: ДОСКА,
        j: rt::var(),
        k: rt::var(),
        КОД: rt::var(),
        ПОЛЕ: rt::var(),
    };
    'at_246: {
        // 244: input(k);
        { rt.input_to(&f.k, rt::Ty::Integer, rt::v_int, 1096)?; };
        // 245: for j := 1 step 1 until 16 do ПОЛЯ[j] := 0;
        f.j.set(Some(1));
        if !(rt.read(&f.j, 1098)? > 16) {
            loop {
                // 245: for j := 1 step 1 until 16 do ПОЛЯ[j] := 0;
                rt.elem_at1(f.ПОЛЯ, rt.read(&f.j, 1101)?, 1100)?.set(Some(0));
                f.j.set(Some(rt.add(rt.read(&f.j, 1098)?, 1, 1097)?));
                if rt.read(&f.j, 1098)? > 16 {
                    break 'at_246;
                }
                rt.step(Some(1097))?;
            }
        }
    }
    'at_end: {
        // 246: for j := 1 step 1 until k do
        f.j.set(Some(1));
        if !(rt.read(&f.j, 1103)? > rt.read(&f.k, 1104)?) {
            loop {
                // 248: input(КОД, ПОЛЕ);
                { rt.input_to(&f.КОД, rt::Ty::Integer, rt::v_int, 1105)?; rt.input_to(&f.ПОЛЕ, rt::Ty::Integer, rt::v_int, 1105)?; };
                // 249: ПОЛЕ := 8 × (ПОЛЕ - ПОЛЕ ÷ 10 × 10 - 1) + ПОЛЕ ÷ 10;
                f.ПОЛЕ.set(Some(rt.add(rt.mul(8, rt.sub(rt.sub(rt.read(&f.ПОЛЕ, 1111)?, rt.mul(rt.idiv(rt.read(&f.ПОЛЕ, 1114)?, 10, 1113)?, 10, 1112)?, 1110)?, 1, 1109)?, 1108)?, rt.idiv(rt.read(&f.ПОЛЕ, 1116)?, 10, 1115)?, 1107)?));
                // 250: ПОЛЯ[j] := ПОЛЕ;  ДОСКА[ПОЛЕ] := 10 × j + КОД
                rt.elem_at1(f.ПОЛЯ, rt.read(&f.j, 1120)?, 1119)?.set(Some(rt.read(&f.ПОЛЕ, 1118)?));
                rt.elem_at1(f.ДОСКА, rt.read(&f.ПОЛЕ, 1127)?, 1126)?.set(Some(rt.add(rt.mul(10, rt.read(&f.j, 1124)?, 1123)?, rt.read(&f.КОД, 1125)?, 1122)?));
                // 246: for j := 1 step 1 until k do
                f.j.set(Some(rt.add(rt.read(&f.j, 1103)?, 1, 1102)?));
                if rt.read(&f.j, 1103)? > rt.read(&f.k, 1104)? {
                    break 'at_end;
                }
                rt.step(Some(1102))?;
            }
        }
    }
    return Ok(());
}

/// The activation record of the procedure `ПЕЧАТЬ ПОЗИЦИИ`.
struct P5Frame<'a> {
    up: &'a MainFrame<'a>,
    Г: rt::Var<i64>,
    В: rt::Var<i64>,
    К: rt::Var<i64>,
    Х: rt::Var<i64>,
}

/// The procedure `ПЕЧАТЬ ПОЗИЦИИ`.
fn p5_ПЕЧАТЬПОЗИЦИИ<'a>(rt: &Rt, up: &'a MainFrame<'a>) -> R<()> {
    let f = &P5Frame {
        up,
        Г: rt::var(),
        В: rt::var(),
        К: rt::var(),
        Х: rt::var(),
    };
    // 268: if УРОВЕНЬ = 2 then
    if (rt.read(&f.up.УРОВЕНЬ, 1130)? == 2) {
        // 270: Х := СПИСОК[Б1];
        f.Х.set(Some(rt.load1(f.up.СПИСОК, rt.read(&f.up.Б1, 1133)?, 1132)?));
        // 271: output('/');  outstring(1, 'КЛЮЧ ');
        { rt.output("/", &[], 1134)?; };
        { let _ = 1; rt.outstring(V::Str("КЛЮЧ "), 1135)?; };
        // 272: ПЕЧАТЬ ПОЛЯ(Х ÷ 100);  ПЕЧАТЬ ПОЛЯ(Х - Х ÷ 100 × 100);
        {
            let a0 = rt.idiv(rt.read(&f.Х, 1139)?, 100, 1138)?;
            rt.call(1136, || p9_ПЕЧАТЬПОЛЯ(rt, f, a0))?
        };
        {
            let a0 = rt.sub(rt.read(&f.Х, 1142)?, rt.mul(rt.idiv(rt.read(&f.Х, 1145)?, 100, 1144)?, 100, 1143)?, 1141)?;
            rt.call(1140, || p9_ПЕЧАТЬПОЛЯ(rt, f, a0))?
        };
        // 273: if q[1] = -1 then outchar(1, 'nbrq', СПИСОК[Б1 + 1] - 1)
        if (rt.load1(f.up.q, 1, 1148)? == -1) {
            { let _ = 1; rt.outchar("nbrq", V::Int(rt.sub(rt.load1(f.up.СПИСОК, rt.add(rt.read(&f.up.Б1, 1153)?, 1, 1152)?, 1151)?, 1, 1150)?), 1149)?; };
        }
    }
    'at_289: {
        // 275: for Г := 7 step -1 until 0 do
        f.Г.set(Some(7));
        if !(rt.read(&f.Г, 1155)? < 0) {
            loop {
                'at_275_2: {
                    // 277: output('/');  outchar(1, '12345678', Г + 1);  outstring(1, ' ');
                    { rt.output("/", &[], 1156)?; };
                    { let _ = 1; rt.outchar("12345678", V::Int(rt.add(rt.read(&f.Г, 1159)?, 1, 1158)?), 1157)?; };
                    { let _ = 1; rt.outstring(V::Str(" "), 1160)?; };
                    // 278: for В := 1 step 1 until 8 do
                    f.В.set(Some(1));
                    if !(rt.read(&f.В, 1162)? > 8) {
                        loop {
                            // 280: К := ДОСКА БЕЛЫХ[8 × Г + В];
                            f.К.set(Some(rt.load1(f.up.ДОСКАБЕЛЫХ, rt.add(rt.mul(8, rt.read(&f.Г, 1167)?, 1166)?, rt.read(&f.В, 1168)?, 1165)?, 1164)?));
                            // 281: if К ≠ 0 then outchar(1, 'PNBRQKKR', К - К ÷ 10 × 10)
                            if (rt.read(&f.К, 1171)? != 0) {
                                { let _ = 1; rt.outchar("PNBRQKKR", V::Int(rt.sub(rt.read(&f.К, 1174)?, rt.mul(rt.idiv(rt.read(&f.К, 1177)?, 10, 1176)?, 10, 1175)?, 1173)?), 1172)?; };
                            } else {
                                // 284: К := ДОСКА ЧЕРНЫХ[8 × Г + В];
                                f.К.set(Some(rt.load1(f.up.ДОСКАЧЕРНЫХ, rt.add(rt.mul(8, rt.read(&f.Г, 1182)?, 1181)?, rt.read(&f.В, 1183)?, 1180)?, 1179)?));
                                // 285: if К ≠ 0 then outchar(1, 'pnbrqkkr', К - К ÷ 10 × 10) else outstring(1, '.')
                                if (rt.read(&f.К, 1186)? != 0) {
                                    { let _ = 1; rt.outchar("pnbrqkkr", V::Int(rt.sub(rt.read(&f.К, 1189)?, rt.mul(rt.idiv(rt.read(&f.К, 1192)?, 10, 1191)?, 10, 1190)?, 1188)?), 1187)?; };
                                } else {
                                    { let _ = 1; rt.outstring(V::Str("."), 1193)?; };
                                }
                            }
                            // 278: for В := 1 step 1 until 8 do
                            f.В.set(Some(rt.add(rt.read(&f.В, 1162)?, 1, 1161)?));
                            if rt.read(&f.В, 1162)? > 8 {
                                break 'at_275_2;
                            }
                            rt.step(Some(1161))?;
                        }
                    }
                }
                // 275: for Г := 7 step -1 until 0 do
                f.Г.set(Some(rt.add(rt.read(&f.Г, 1155)?, -1, 1154)?));
                if rt.read(&f.Г, 1155)? < 0 {
                    break 'at_289;
                }
                rt.step(Some(1154))?;
            }
        }
    }
    // 289: output('/');  outstring(1, '  abcdefgh');  output('/')
    { rt.output("/", &[], 1194)?; };
    { let _ = 1; rt.outstring(V::Str("  abcdefgh"), 1195)?; };
    { rt.output("/", &[], 1196)?; };
    return Ok(());
}

/// The activation record of the procedure `ПЕЧАТЬ ПОЛЯ`.
struct P9Frame<'a> {
    up: &'a P5Frame<'a>,
    П: rt::Var<i64>,
}

/// The procedure `ПЕЧАТЬ ПОЛЯ`.
fn p9_ПЕЧАТЬПОЛЯ<'a>(rt: &Rt, up: &'a P5Frame<'a>, П: i64) -> R<()> {
    let f = &P9Frame {
        up,
        П: std::cell::Cell::new(Some(П)),
    };
    // 264: outchar(1, 'abcdefgh', П - (П - 1) ÷ 8 × 8);
    { let _ = 1; rt.outchar("abcdefgh", V::Int(rt.sub(rt.read(&f.П, 1199)?, rt.mul(rt.idiv(rt.sub(rt.read(&f.П, 1203)?, 1, 1202)?, 8, 1201)?, 8, 1200)?, 1198)?), 1197)?; };
    // 265: outchar(1, '12345678', (П - 1) ÷ 8 + 1)
    { let _ = 1; rt.outchar("12345678", V::Int(rt.add(rt.idiv(rt.sub(rt.read(&f.П, 1208)?, 1, 1207)?, 8, 1206)?, 1, 1205)?), 1204)?; };
    return Ok(());
}

