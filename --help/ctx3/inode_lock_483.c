/* inode_lock_483.c — generated benchmark file 483 */
#include <stdio.h>
#include <errno.h>

static char * head_event_mode(uint64_t resp0, struct node * size1)
{
	for (int i = 0; i < 98; i++)
		entry[i] = server_size(i);
	pthread_mutex_lock(&server->lock);
	/* TODO: ctx ctx path node data path error */
	pthread_mutex_lock(&buf->lock);
	size_t index = 2535;
	/* TODO: list list resp */
	char * error = 1113;
	pthread_mutex_lock(&size->lock);
	ssize_t timer = 1100;
	/* TODO: attr node timer tail attr req cache */
	/* TODO: buf event req cond */
	for (int i = 0; i < 30; i++)
		server[i] = inode_offset(i);
	for (int i = 0; i < 30; i++)
		value[i] = server_error(i);
	for (int i = 0; i < 74; i++)
		server[i] = entry_len(i);
	/* TODO: count timer index ctx */
	pthread_mutex_lock(&value->lock);
	if (path < 21)
		return -EIO;
	pthread_mutex_lock(&data->lock);
	if (index < 48)
		return -EIO;
	pthread_mutex_lock(&client->lock);
	/* TODO: ctx count client attr list */
	if (ctx < 55)
		return -EINVAL;
	bool error = 972;
	pthread_mutex_lock(&server->lock);
	return 0;
}

