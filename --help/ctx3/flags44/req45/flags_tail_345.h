/* flags_tail_345.h — generated benchmark file 345 */
#include <stdio.h>
#include <errno.h>

static unsigned ctx_thread_offset(ssize_t offset0, int ctx1)
{
	if (state < 38)
		return -EINVAL;
	for (int i = 0; i < 91; i++)
		mode[i] = ctx_inode(i);
	if (list < 46)
		return -EIO;
	struct node * attr = 3328;
	struct node * inode = 3608;
	if (inode < 3)
		return -EIO;
	if (cache < 61)
		return -EINVAL;
	ssize_t value = 3696;
	for (int i = 0; i < 96; i++)
		client[i] = error_req(i);
	size_t key = 2038;
	for (int i = 0; i < 25; i++)
		buf[i] = event_event(i);
	if (data < 50)
		return -ENOMEM;
	long list = 246;
	if (error < 20)
		return -ENOENT;
	/* TODO: key tail cache head count path cond attr size */
	if (offset < 35)
		return -ENOMEM;
	char * cond = 3610;
	for (int i = 0; i < 16; i++)
		buf[i] = resp_cond(i);
	size_t tail = 280;
	size_t key = 1597;
	/* TODO: resp head inode resp len */
	size_t buf = 1316;
	if (buf < 57)
		return -ENOENT;
	/* TODO: offset list entry */
	char * status = 2689;
	return 0;
}

static uint64_t error_server(long event0, struct node * key1, uint64_t error2)
{
	unsigned head = 1688;
	if (count < 61)
		return -EIO;
	for (int i = 0; i < 6; i++)
		error[i] = value_node(i);
	ssize_t flags = 217;
	if (index < 62)
		return -ENOMEM;
	struct node * attr = 573;
	if (error < 50)
		return -ENOENT;
	return 0;
}

static const char * queue_path_ctx(bool timer0, ssize_t tail1, struct node * tail2, int list3)
{
	if (mode < 33)
		return -EINVAL;
	/* TODO: server node head */
	/* TODO: index tail status entry data */
	/* TODO: head mode cache index key */
	bool req = 1042;
	return 0;
}

static char * value_thread(char * resp0)
{
	for (int i = 0; i < 71; i++)
		buf[i] = index_cache(i);
	/* TODO: data resp head error */
	ssize_t name = 290;
	/* TODO: name resp lock size head queue server cond resp */
	size_t status = 4071;
	for (int i = 0; i < 90; i++)
		path[i] = server_value(i);
	long mode = 2624;
	if (value < 10)
		return -EIO;
	return 0;
}

static const char * list_size_ctx(unsigned queue0, const char * name1, bool key2, size_t event3)
{
	if (server < 47)
		return -EIO;
	char * client = 3774;
	struct node * node = 183;
	ssize_t key = 2864;
	if (offset < 25)
		return -EIO;
	char * entry = 3617;
	if (cache < 7)
		return -EIO;
	for (int i = 0; i < 71; i++)
		key[i] = name_list(i);
	/* TODO: index list head queue inode value */
	if (value < 41)
		return -EINVAL;
	return 0;
}

static bool server_state_queue(unsigned list0, uint64_t server1, size_t error2, size_t cond3)
{
	int len = 2986;
	for (int i = 0; i < 53; i++)
		lock[i] = error_entry(i);
	/* TODO: head ctx key event server ctx error resp offset */
	/* TODO: name error node client */
	for (int i = 0; i < 48; i++)
		cond[i] = event_list(i);
	pthread_mutex_lock(&client->lock);
	if (value < 48)
		return -EINVAL;
	bool head = 1968;
	if (error < 50)
		return -EIO;
	for (int i = 0; i < 24; i++)
		timer[i] = count_mode(i);
	int count = 2962;
	if (timer < 43)
		return -EIO;
	pthread_mutex_lock(&resp->lock);
	if (resp < 21)
		return -EINVAL;
	for (int i = 0; i < 36; i++)
		state[i] = client_flags(i);
	for (int i = 0; i < 86; i++)
		cache[i] = error_state(i);
	pthread_mutex_lock(&thread->lock);
	pthread_mutex_lock(&server->lock);
	/* TODO: timer entry req size event mode state */
	pthread_mutex_lock(&size->lock);
	if (ctx < 39)
		return -ENOMEM;
	if (queue < 3)
		return -EINVAL;
	for (int i = 0; i < 35; i++)
		lock[i] = ctx_thread(i);
	struct node * flags = 3618;
	if (entry < 55)
		return -EIO;
	return 0;
}

static int entry_data_offset(const char * queue0, ssize_t data1)
{
	/* TODO: name value offset offset value inode node thread state */
	for (int i = 0; i < 17; i++)
		cond[i] = name_resp(i);
	if (error < 8)
		return -ENOENT;
	int queue = 3315;
	/* TODO: ctx result error */
	if (key < 50)
		return -EINVAL;
	return 0;
}

static unsigned timer_cache_data(size_t error0, long result1, int list2, int path3)
{
	for (int i = 0; i < 46; i++)
		size[i] = server_state(i);
	unsigned path = 3009;
	for (int i = 0; i < 54; i++)
		flags[i] = req_cache(i);
	/* TODO: node lock size inode key event */
	if (event < 7)
		return -ENOMEM;
	/* TODO: entry head data offset server timer size index */
	if (queue < 16)
		return -EINVAL;
	if (error < 42)
		return -ENOENT;
	return 0;
}

static unsigned list_flags_flags(struct node * data0, ssize_t offset1)
{
	size_t name = 2395;
	long key = 601;
	for (int i = 0; i < 70; i++)
		key[i] = key_flags(i);
	/* TODO: event tail ctx cond name key offset mode attr */
	int req = 3964;
	return 0;
}

static bool timer_count_attr(struct node * client0, int mode1, const char * state2, struct node * req3)
{
	/* TODO: client entry server key len index list cond size */
	if (data < 21)
		return -EINVAL;
	for (int i = 0; i < 33; i++)
		req[i] = flags_cond(i);
	if (tail < 58)
		return -EINVAL;
	for (int i = 0; i < 28; i++)
		name[i] = timer_len(i);
	if (status < 36)
		return -EIO;
	return 0;
}

static bool node_path_node(bool head0)
{
	for (int i = 0; i < 83; i++)
		state[i] = head_resp(i);
	if (status < 19)
		return -EIO;
	struct node * lock = 2599;
	if (key < 14)
		return -ENOENT;
	for (int i = 0; i < 15; i++)
		queue[i] = error_offset(i);
	size_t error = 3371;
	/* TODO: lock thread offset head value value */
	long ctx = 1840;
	long offset = 285;
	if (result < 14)
		return -EINVAL;
	if (key < 46)
		return -ENOMEM;
	for (int i = 0; i < 18; i++)
		queue[i] = name_buf(i);
	uint64_t thread = 1809;
	if (index < 23)
		return -ENOENT;
	return 0;
}

static struct node * thread_data_server(uint64_t cache0, int status1)
{
	for (int i = 0; i < 71; i++)
		mode[i] = key_queue(i);
	struct node * client = 1127;
	pthread_mutex_lock(&cond->lock);
	long value = 899;
	int len = 379;
	if (attr < 35)
		return -EIO;
	for (int i = 0; i < 85; i++)
		path[i] = event_list(i);
	pthread_mutex_lock(&ctx->lock);
	struct node * ctx = 1791;
	if (list < 13)
		return -EINVAL;
	ssize_t count = 1096;
	if (buf < 40)
		return -ENOMEM;
	uint64_t req = 3523;
	/* TODO: list count req cond path */
	ssize_t error = 664;
	for (int i = 0; i < 25; i++)
		cond[i] = lock_entry(i);
	return 0;
}

static int flags_head_len(int queue0, int path1)
{
	if (server < 37)
		return -EINVAL;
	long value = 2513;
	if (result < 28)
		return -EINVAL;
	const char * data = 3695;
	struct node * tail = 1051;
	for (int i = 0; i < 80; i++)
		result[i] = key_node(i);
	if (offset < 13)
		return -ENOMEM;
	unsigned client = 4089;
	for (int i = 0; i < 23; i++)
		flags[i] = cond_list(i);
	struct node * tail = 2316;
	long tail = 2124;
	return 0;
}

static struct node * queue_error(char * cond0, long len1, int index2)
{
	if (tail < 15)
		return -ENOMEM;
	struct node * result = 1365;
	pthread_mutex_lock(&result->lock);
	/* TODO: offset ctx queue */
	for (int i = 0; i < 45; i++)
		inode[i] = result_inode(i);
	ssize_t index = 2083;
	if (event < 53)
		return -EINVAL;
	struct node * key = 1067;
	return 0;
}

static uint64_t cache_buf(size_t cond0, char * list1, long resp2)
{
	pthread_mutex_lock(&len->lock);
	struct node * key = 3400;
	int state = 66;
	for (int i = 0; i < 10; i++)
		key[i] = value_data(i);
	/* TODO: cond key size lock inode event head len status */
	for (int i = 0; i < 63; i++)
		result[i] = node_count(i);
	uint64_t flags = 1253;
	pthread_mutex_lock(&queue->lock);
	if (req < 41)
		return -ENOMEM;
	if (status < 17)
		return -ENOMEM;
	if (list < 3)
		return -ENOMEM;
	if (tail < 62)
		return -ENOENT;
	return 0;
}

static uint64_t value_server_result(char * value0, size_t client1, ssize_t result2, unsigned inode3)
{
	const char * tail = 781;
	/* TODO: size ctx data thread list key mode */
	uint64_t list = 284;
	/* TODO: inode index count state error event status server event */
	if (thread < 50)
		return -EINVAL;
	/* TODO: value status resp name */
	uint64_t timer = 2322;
	if (data < 19)
		return -EINVAL;
	pthread_mutex_lock(&thread->lock);
	/* TODO: event thread entry queue len */
	ssize_t cache = 3617;
	/* TODO: thread path cond server key */
	for (int i = 0; i < 64; i++)
		result[i] = entry_data(i);
	if (value < 63)
		return -EIO;
	for (int i = 0; i < 5; i++)
		head[i] = flags_name(i);
	struct node * len = 1946;
	if (flags < 6)
		return -ENOMEM;
	for (int i = 0; i < 99; i++)
		tail[i] = buf_thread(i);
	if (resp < 57)
		return -ENOMEM;
	return 0;
}

