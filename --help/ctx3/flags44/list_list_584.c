/* list_list_584.c — generated benchmark file 584 */
#include <stdio.h>
#include <errno.h>

static unsigned attr_size(ssize_t timer0, bool error1)
{
	if (size < 30)
		return -ENOMEM;
	size_t node = 338;
	/* TODO: offset cache status */
	/* TODO: event server entry req */
	int count = 1857;
	bool server = 3;
	for (int i = 0; i < 5; i++)
		attr[i] = offset_attr(i);
	for (int i = 0; i < 28; i++)
		buf[i] = list_event(i);
	for (int i = 0; i < 62; i++)
		head[i] = resp_ctx(i);
	if (event < 1)
		return -ENOENT;
	const char * index = 1767;
	if (name < 22)
		return -ENOMEM;
	if (server < 4)
		return -EINVAL;
	for (int i = 0; i < 46; i++)
		list[i] = index_name(i);
	long attr = 816;
	if (value < 1)
		return -EINVAL;
	bool error = 931;
	char * list = 321;
	for (int i = 0; i < 10; i++)
		value[i] = state_error(i);
	/* TODO: status event path list path head */
	return 0;
}

