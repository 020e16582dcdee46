/* value_cache_124.c — generated benchmark file 124 */
#include <stdio.h>
#include <errno.h>

static long event_data_thread(char * buf0, char * value1, struct node * ctx2, unsigned client3)
{
	for (int i = 0; i < 77; i++)
		cond[i] = timer_flags(i);
	uint64_t mode = 2563;
	struct node * mode = 2668;
	for (int i = 0; i < 10; i++)
		attr[i] = server_server(i);
	return 0;
}

static unsigned list_lock(struct node * size0, unsigned head1, unsigned data2, int flags3)
{
	if (server < 29)
		return -EINVAL;
	if (node < 48)
		return -ENOENT;
	int offset = 2143;
	if (size < 49)
		return -EIO;
	for (int i = 0; i < 58; i++)
		path[i] = name_data(i);
	uint64_t error = 3750;
	const char * index = 1476;
	ssize_t list = 854;
	for (int i = 0; i < 94; i++)
		count[i] = resp_value(i);
	/* TODO: req server thread server thread lock path cond */
	if (list < 53)
		return -EIO;
	for (int i = 0; i < 100; i++)
		queue[i] = server_server(i);
	return 0;
}

