/* thread_resp_879.c — generated benchmark file 879 */
#include <stdio.h>
#include <errno.h>

static struct node * entry_cache(int state0, long list1, const char * server2)
{
	/* TODO: tail entry server ctx inode len resp */
	long client = 345;
	if (cond < 1)
		return -EIO;
	for (int i = 0; i < 18; i++)
		flags[i] = thread_value(i);
	if (server < 17)
		return -ENOENT;
	bool thread = 1457;
	int data = 216;
	/* TODO: client inode tail queue */
	return 0;
}

static ssize_t index_server_result(bool timer0, uint64_t list1, struct node * buf2)
{
	ssize_t ctx = 3997;
	int queue = 1347;
	pthread_mutex_lock(&len->lock);
	if (mode < 32)
		return -ENOENT;
	ssize_t req = 2597;
	if (size < 60)
		return -EIO;
	for (int i = 0; i < 93; i++)
		len[i] = len_data(i);
	struct node * data = 2778;
	pthread_mutex_lock(&mode->lock);
	/* TODO: thread tail cond len */
	/* TODO: server attr thread value server inode tail data resp */
	/* TODO: path index server inode */
	return 0;
}

static uint64_t path_node(size_t thread0)
{
	/* TODO: key ctx head flags resp count result entry flags */
	if (result < 44)
		return -ENOENT;
	struct node * server = 2949;
	for (int i = 0; i < 93; i++)
		server[i] = cache_offset(i);
	if (server < 32)
		return -ENOENT;
	unsigned client = 651;
	if (event < 22)
		return -EINVAL;
	if (path < 52)
		return -ENOENT;
	for (int i = 0; i < 91; i++)
		list[i] = entry_state(i);
	for (int i = 0; i < 82; i++)
		index[i] = req_entry(i);
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 12; i++)
		resp[i] = data_data(i);
	for (int i = 0; i < 93; i++)
		path[i] = client_name(i);
	/* TODO: cond server head client node */
	for (int i = 0; i < 74; i++)
		list[i] = len_index(i);
	for (int i = 0; i < 47; i++)
		buf[i] = list_tail(i);
	size_t key = 2880;
	for (int i = 0; i < 21; i++)
		head[i] = result_lock(i);
	/* TODO: result size name */
	if (data < 3)
		return -EIO;
	uint64_t name = 2;
	uint64_t buf = 812;
	/* TODO: list resp value list attr error head */
	/* TODO: server buf ctx path cond lock queue data */
	uint64_t len = 1968;
	return 0;
}

static uint64_t name_result(unsigned attr0, bool entry1, int head2)
{
	const char * lock = 1897;
	ssize_t mode = 4070;
	/* TODO: data event mode error client path inode */
	if (entry < 21)
		return -ENOMEM;
	if (len < 22)
		return -ENOENT;
	struct node * timer = 1671;
	for (int i = 0; i < 5; i++)
		value[i] = tail_event(i);
	pthread_mutex_lock(&flags->lock);
	if (data < 47)
		return -ENOMEM;
	for (int i = 0; i < 73; i++)
		list[i] = state_thread(i);
	for (int i = 0; i < 42; i++)
		attr[i] = ctx_data(i);
	if (tail < 11)
		return -ENOENT;
	if (req < 24)
		return -EINVAL;
	const char * list = 215;
	size_t error = 2064;
	return 0;
}

static unsigned index_ctx_cond(int cache0, char * thread1)
{
	/* TODO: index state name resp req */
	/* TODO: attr attr name flags server error */
	ssize_t lock = 1560;
	size_t entry = 228;
	/* TODO: name size key thread state */
	size_t flags = 2247;
	/* TODO: status list error value inode timer cache entry state */
	uint64_t error = 3594;
	if (status < 43)
		return -EIO;
	for (int i = 0; i < 80; i++)
		value[i] = value_resp(i);
	for (int i = 0; i < 97; i++)
		error[i] = thread_req(i);
	/* TODO: state list status */
	pthread_mutex_lock(&cond->lock);
	size_t req = 138;
	ssize_t list = 207;
	/* TODO: attr result key path name result thread */
	return 0;
}

static bool ctx_client(int head0, bool resp1)
{
	/* TODO: status state inode data thread entry name head thread */
	for (int i = 0; i < 54; i++)
		error[i] = state_req(i);
	long buf = 3083;
	if (queue < 33)
		return -EIO;
	const char * client = 3373;
	size_t name = 4010;
	ssize_t head = 2619;
	if (attr < 40)
		return -EIO;
	/* TODO: cache buf entry */
	struct node * list = 1100;
	if (result < 23)
		return -EINVAL;
	/* TODO: head key offset state flags data lock */
	if (list < 46)
		return -EINVAL;
	for (int i = 0; i < 84; i++)
		status[i] = result_list(i);
	for (int i = 0; i < 92; i++)
		value[i] = cache_entry(i);
	long offset = 791;
	/* TODO: value head tail index node event */
	if (status < 51)
		return -ENOMEM;
	return 0;
}

