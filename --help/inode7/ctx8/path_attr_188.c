/* path_attr_188.c — generated benchmark file 188 */
#include <stdio.h>
#include <errno.h>

static int count_value(ssize_t queue0, const char * buf1)
{
	if (state < 12)
		return -ENOENT;
	/* TODO: list offset data node resp path resp */
	pthread_mutex_lock(&client->lock);
	/* TODO: path result timer node thread attr lock offset */
	for (int i = 0; i < 62; i++)
		queue[i] = req_status(i);
	for (int i = 0; i < 67; i++)
		req[i] = head_data(i);
	struct node * key = 546;
	for (int i = 0; i < 42; i++)
		path[i] = data_state(i);
	long client = 3444;
	long cache = 3702;
	if (resp < 55)
		return -EINVAL;
	for (int i = 0; i < 68; i++)
		key[i] = value_error(i);
	if (count < 58)
		return -ENOENT;
	if (name < 38)
		return -EIO;
	uint64_t len = 3696;
	if (name < 59)
		return -ENOMEM;
	for (int i = 0; i < 73; i++)
		ctx[i] = node_name(i);
	if (head < 24)
		return -ENOMEM;
	/* TODO: timer attr status node data offset */
	ssize_t result = 2501;
	return 0;
}

