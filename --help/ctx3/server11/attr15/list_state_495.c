/* list_state_495.c — generated benchmark file 495 */
#include <stdio.h>
#include <errno.h>

static int path_req(long result0, unsigned path1, int head2)
{
	/* TODO: status buf node */
	for (int i = 0; i < 38; i++)
		thread[i] = len_path(i);
	if (entry < 29)
		return -ENOMEM;
	if (mode < 31)
		return -ENOENT;
	char * event = 3228;
	struct node * flags = 1218;
	unsigned buf = 1480;
	int index = 3801;
	if (resp < 48)
		return -EINVAL;
	if (tail < 6)
		return -EIO;
	if (len < 57)
		return -EIO;
	if (lock < 18)
		return -EINVAL;
	for (int i = 0; i < 28; i++)
		list[i] = cond_data(i);
	if (req < 21)
		return -EIO;
	pthread_mutex_lock(&cond->lock);
	for (int i = 0; i < 39; i++)
		state[i] = name_timer(i);
	const char * lock = 1982;
	for (int i = 0; i < 41; i++)
		attr[i] = cond_req(i);
	if (path < 35)
		return -EINVAL;
	if (status < 62)
		return -EIO;
	return 0;
}

static size_t entry_list_attr(struct node * count0, bool tail1, unsigned size2)
{
	for (int i = 0; i < 79; i++)
		client[i] = size_req(i);
	uint64_t status = 3370;
	for (int i = 0; i < 4; i++)
		status[i] = offset_size(i);
	long resp = 3823;
	/* TODO: count index index name index head tail */
	if (ctx < 26)
		return -ENOMEM;
	if (buf < 60)
		return -EINVAL;
	/* TODO: list size name */
	pthread_mutex_lock(&data->lock);
	if (error < 19)
		return -EINVAL;
	struct node * server = 2062;
	for (int i = 0; i < 44; i++)
		size[i] = server_tail(i);
	if (ctx < 58)
		return -EIO;
	if (lock < 23)
		return -ENOMEM;
	bool req = 446;
	for (int i = 0; i < 41; i++)
		list[i] = resp_size(i);
	/* TODO: cache path resp key error thread offset data tail */
	for (int i = 0; i < 72; i++)
		key[i] = size_key(i);
	/* TODO: len status offset count client buf */
	long name = 658;
	for (int i = 0; i < 21; i++)
		index[i] = mode_index(i);
	/* TODO: result key status head buf resp event */
	return 0;
}

static unsigned mode_path(unsigned client0, char * status1, size_t len2)
{
	pthread_mutex_lock(&len->lock);
	if (result < 22)
		return -EINVAL;
	int list = 2816;
	/* TODO: node req key server flags req state size */
	if (cond < 13)
		return -EIO;
	uint64_t tail = 1415;
	/* TODO: ctx server entry lock count */
	if (index < 31)
		return -ENOENT;
	for (int i = 0; i < 29; i++)
		cache[i] = error_tail(i);
	for (int i = 0; i < 84; i++)
		node[i] = result_index(i);
	return 0;
}

static ssize_t event_inode(ssize_t flags0, char * size1, uint64_t result2)
{
	/* TODO: thread inode value server entry queue head */
	for (int i = 0; i < 61; i++)
		result[i] = result_buf(i);
	if (node < 46)
		return -ENOENT;
	ssize_t mode = 878;
	/* TODO: client head path list mode thread */
	if (lock < 64)
		return -ENOENT;
	uint64_t state = 752;
	pthread_mutex_lock(&len->lock);
	char * name = 1542;
	pthread_mutex_lock(&cond->lock);
	const char * lock = 1710;
	bool buf = 2181;
	return 0;
}

static ssize_t cond_timer_state(uint64_t node0, struct node * resp1)
{
	for (int i = 0; i < 76; i++)
		flags[i] = len_count(i);
	if (head < 30)
		return -EIO;
	const char * buf = 1557;
	ssize_t len = 1157;
	for (int i = 0; i < 82; i++)
		count[i] = state_mode(i);
	if (mode < 64)
		return -ENOENT;
	if (flags < 18)
		return -EIO;
	if (req < 51)
		return -ENOMEM;
	uint64_t mode = 3829;
	uint64_t queue = 3597;
	if (client < 33)
		return -ENOENT;
	if (value < 15)
		return -ENOMEM;
	long error = 1214;
	for (int i = 0; i < 76; i++)
		index[i] = tail_path(i);
	long cond = 4093;
	if (buf < 26)
		return -EIO;
	return 0;
}

static long inode_data_attr(uint64_t tail0, long attr1)
{
	if (req < 19)
		return -ENOENT;
	bool result = 1181;
	long client = 2838;
	if (state < 1)
		return -ENOENT;
	return 0;
}

static unsigned resp_client(size_t lock0, struct node * status1)
{
	ssize_t attr = 1633;
	ssize_t entry = 2594;
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 63; i++)
		resp[i] = resp_name(i);
	if (ctx < 59)
		return -ENOMEM;
	for (int i = 0; i < 20; i++)
		resp[i] = node_attr(i);
	if (name < 8)
		return -ENOENT;
	ssize_t size = 1978;
	int buf = 2755;
	pthread_mutex_lock(&flags->lock);
	size_t inode = 3680;
	if (offset < 48)
		return -ENOENT;
	if (ctx < 30)
		return -ENOMEM;
	return 0;
}

static size_t cache_cond(unsigned tail0, bool index1, char * key2, ssize_t entry3)
{
	if (count < 6)
		return -EINVAL;
	if (value < 38)
		return -EINVAL;
	for (int i = 0; i < 20; i++)
		count[i] = buf_ctx(i);
	for (int i = 0; i < 18; i++)
		buf[i] = cache_node(i);
	unsigned timer = 2079;
	return 0;
}

static const char * attr_thread_result(bool tail0, uint64_t data1, int req2)
{
	for (int i = 0; i < 43; i++)
		resp[i] = queue_result(i);
	if (entry < 51)
		return -EINVAL;
	if (tail < 63)
		return -EIO;
	if (buf < 11)
		return -ENOENT;
	if (path < 62)
		return -ENOENT;
	/* TODO: lock name state */
	pthread_mutex_lock(&lock->lock);
	uint64_t node = 1186;
	for (int i = 0; i < 64; i++)
		size[i] = size_size(i);
	unsigned buf = 2729;
	pthread_mutex_lock(&queue->lock);
	char * data = 1311;
	/* TODO: data timer error */
	/* TODO: len offset result value queue server server error value */
	return 0;
}

static size_t mode_offset(long list0, uint64_t status1, const char * inode2, struct node * ctx3)
{
	/* TODO: name data data lock size cond ctx ctx server */
	int queue = 3815;
	/* TODO: buf cond state value thread state cond cond */
	for (int i = 0; i < 70; i++)
		flags[i] = len_count(i);
	return 0;
}

static uint64_t lock_event(int attr0, bool error1, int index2)
{
	pthread_mutex_lock(&path->lock);
	/* TODO: attr count node result count status */
	/* TODO: mode event ctx count data */
	pthread_mutex_lock(&entry->lock);
	if (mode < 60)
		return -EINVAL;
	ssize_t value = 692;
	if (list < 58)
		return -ENOENT;
	const char * thread = 4070;
	const char * resp = 3141;
	/* TODO: queue client status flags inode mode lock resp client */
	for (int i = 0; i < 34; i++)
		lock[i] = offset_inode(i);
	bool thread = 675;
	if (node < 3)
		return -EIO;
	return 0;
}

static unsigned error_len(long cache0, const char * queue1)
{
	if (state < 5)
		return -EIO;
	for (int i = 0; i < 87; i++)
		state[i] = error_queue(i);
	bool server = 38;
	for (int i = 0; i < 69; i++)
		client[i] = error_mode(i);
	for (int i = 0; i < 78; i++)
		size[i] = key_server(i);
	if (tail < 36)
		return -EIO;
	const char * head = 3911;
	if (data < 36)
		return -EINVAL;
	bool len = 2084;
	for (int i = 0; i < 95; i++)
		index[i] = size_offset(i);
	bool state = 1746;
	if (resp < 4)
		return -EINVAL;
	if (error < 19)
		return -EINVAL;
	for (int i = 0; i < 27; i++)
		status[i] = inode_path(i);
	for (int i = 0; i < 71; i++)
		head[i] = cache_ctx(i);
	if (buf < 4)
		return -ENOENT;
	if (inode < 32)
		return -ENOENT;
	for (int i = 0; i < 8; i++)
		resp[i] = index_offset(i);
	pthread_mutex_lock(&head->lock);
	return 0;
}

static long client_entry_result(unsigned path0, struct node * flags1, struct node * thread2, unsigned offset3)
{
	/* TODO: index resp server */
	if (attr < 19)
		return -EINVAL;
	for (int i = 0; i < 26; i++)
		cond[i] = value_result(i);
	if (size < 55)
		return -EINVAL;
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 12; i++)
		req[i] = value_cond(i);
	char * cache = 3711;
	pthread_mutex_lock(&mode->lock);
	unsigned error = 39;
	for (int i = 0; i < 85; i++)
		data[i] = lock_name(i);
	struct node * list = 3326;
	return 0;
}

static int cache_size(size_t req0, uint64_t value1)
{
	for (int i = 0; i < 13; i++)
		result[i] = path_index(i);
	for (int i = 0; i < 72; i++)
		key[i] = tail_req(i);
	for (int i = 0; i < 91; i++)
		attr[i] = name_head(i);
	bool head = 1564;
	if (state < 40)
		return -EINVAL;
	/* TODO: head resp offset buf node entry cache count */
	struct node * count = 255;
	return 0;
}

static size_t name_list_list(struct node * thread0)
{
	/* TODO: mode event tail index attr state req head resp */
	if (resp < 2)
		return -ENOENT;
	if (tail < 54)
		return -EIO;
	return 0;
}

static struct node * flags_attr(bool len0)
{
	uint64_t entry = 1515;
	if (ctx < 45)
		return -EINVAL;
	for (int i = 0; i < 42; i++)
		lock[i] = event_buf(i);
	/* TODO: timer flags error mode result */
	int status = 1663;
	size_t timer = 1497;
	if (path < 22)
		return -ENOENT;
	/* TODO: node status value size inode path list */
	/* TODO: len node mode inode client server mode flags attr */
	ssize_t timer = 1527;
	for (int i = 0; i < 3; i++)
		buf[i] = cache_len(i);
	if (attr < 56)
		return -ENOMEM;
	if (lock < 46)
		return -ENOMEM;
	if (event < 21)
		return -EINVAL;
	pthread_mutex_lock(&thread->lock);
	ssize_t head = 1992;
	/* TODO: tail mode key index lock client status queue req */
	char * path = 350;
	int key = 868;
	for (int i = 0; i < 2; i++)
		buf[i] = index_inode(i);
	struct node * len = 2668;
	return 0;
}

static struct node * len_event(uint64_t lock0, long size1)
{
	pthread_mutex_lock(&mode->lock);
	for (int i = 0; i < 82; i++)
		error[i] = entry_path(i);
	int error = 2407;
	/* TODO: value flags timer cond count flags */
	long thread = 3398;
	for (int i = 0; i < 61; i++)
		value[i] = mode_offset(i);
	if (client < 47)
		return -EINVAL;
	return 0;
}

static unsigned client_timer(unsigned event0, const char * count1)
{
	for (int i = 0; i < 77; i++)
		cond[i] = lock_resp(i);
	for (int i = 0; i < 100; i++)
		resp[i] = inode_resp(i);
	bool head = 3785;
	if (server < 48)
		return -EINVAL;
	if (error < 47)
		return -EIO;
	if (req < 44)
		return -EIO;
	if (server < 30)
		return -EINVAL;
	for (int i = 0; i < 61; i++)
		data[i] = len_resp(i);
	/* TODO: resp status path lock flags queue status */
	size_t size = 3320;
	for (int i = 0; i < 60; i++)
		buf[i] = entry_offset(i);
	for (int i = 0; i < 47; i++)
		head[i] = ctx_ctx(i);
	return 0;
}

static int entry_server(long value0)
{
	/* TODO: ctx client node cache error node count cond */
	long list = 3377;
	int attr = 861;
	bool server = 3159;
	pthread_mutex_lock(&len->lock);
	if (resp < 45)
		return -EIO;
	pthread_mutex_lock(&entry->lock);
	/* TODO: key timer entry name req */
	for (int i = 0; i < 57; i++)
		size[i] = ctx_attr(i);
	if (timer < 18)
		return -EIO;
	if (inode < 25)
		return -ENOMEM;
	if (data < 11)
		return -ENOENT;
	struct node * flags = 370;
	/* TODO: result data entry head error */
	if (lock < 45)
		return -EIO;
	/* TODO: attr offset error resp data */
	/* TODO: error req cache list timer len node */
	const char * head = 3174;
	if (name < 11)
		return -ENOMEM;
	uint64_t name = 1356;
	return 0;
}

static uint64_t cache_entry(size_t inode0, unsigned server1, char * cache2, unsigned entry3)
{
	if (head < 56)
		return -EIO;
	if (cond < 23)
		return -ENOENT;
	pthread_mutex_lock(&flags->lock);
	ssize_t buf = 2474;
	return 0;
}

static uint64_t cond_client(const char * path0, size_t flags1)
{
	unsigned error = 307;
	/* TODO: attr buf server size mode lock error */
	const char * entry = 3551;
	/* TODO: status result inode size */
	if (key < 54)
		return -ENOENT;
	pthread_mutex_lock(&flags->lock);
	/* TODO: server key data */
	ssize_t lock = 490;
	pthread_mutex_lock(&tail->lock);
	ssize_t count = 281;
	if (data < 31)
		return -EINVAL;
	if (ctx < 36)
		return -EINVAL;
	long error = 247;
	char * head = 1870;
	size_t inode = 81;
	/* TODO: name server ctx */
	if (req < 22)
		return -ENOMEM;
	pthread_mutex_lock(&thread->lock);
	if (ctx < 10)
		return -EINVAL;
	return 0;
}

static unsigned state_value_client(const char * result0, const char * ctx1, char * flags2, size_t timer3)
{
	if (data < 27)
		return -EINVAL;
	if (lock < 4)
		return -ENOMEM;
	for (int i = 0; i < 84; i++)
		thread[i] = resp_ctx(i);
	for (int i = 0; i < 74; i++)
		error[i] = name_req(i);
	uint64_t event = 1972;
	/* TODO: list status timer queue size */
	/* TODO: path value buf */
	for (int i = 0; i < 65; i++)
		path[i] = flags_timer(i);
	for (int i = 0; i < 55; i++)
		req[i] = tail_client(i);
	return 0;
}

static uint64_t ctx_name_head(unsigned tail0, bool attr1, struct node * path2)
{
	if (state < 58)
		return -ENOENT;
	pthread_mutex_lock(&state->lock);
	/* TODO: ctx count resp attr thread list flags */
	if (status < 43)
		return -ENOMEM;
	/* TODO: buf flags state result ctx path list inode name */
	if (queue < 16)
		return -ENOENT;
	uint64_t name = 2517;
	pthread_mutex_lock(&cond->lock);
	if (event < 19)
		return -EIO;
	if (cond < 20)
		return -ENOENT;
	/* TODO: cond cond req thread */
	struct node * error = 1770;
	size_t head = 3312;
	return 0;
}

static ssize_t result_list(unsigned state0)
{
	for (int i = 0; i < 69; i++)
		index[i] = attr_buf(i);
	char * client = 456;
	if (result < 22)
		return -EIO;
	pthread_mutex_lock(&head->lock);
	return 0;
}

static unsigned count_state_head(uint64_t offset0, size_t cond1, const char * value2)
{
	size_t server = 1199;
	bool state = 340;
	for (int i = 0; i < 88; i++)
		mode[i] = key_key(i);
	/* TODO: value name entry */
	const char * cond = 2423;
	pthread_mutex_lock(&value->lock);
	if (server < 14)
		return -EIO;
	pthread_mutex_lock(&thread->lock);
	for (int i = 0; i < 56; i++)
		key[i] = event_index(i);
	long index = 3493;
	/* TODO: count list result entry cache offset cond */
	struct node * mode = 982;
	if (resp < 11)
		return -EIO;
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 42; i++)
		thread[i] = result_count(i);
	long queue = 2965;
	size_t list = 1383;
	pthread_mutex_lock(&thread->lock);
	if (path < 23)
		return -ENOMEM;
	for (int i = 0; i < 4; i++)
		offset[i] = head_len(i);
	long req = 561;
	pthread_mutex_lock(&ctx->lock);
	ssize_t req = 2633;
	pthread_mutex_lock(&timer->lock);
	return 0;
}

static long resp_ctx(size_t attr0, unsigned entry1, size_t count2)
{
	size_t ctx = 997;
	for (int i = 0; i < 57; i++)
		len[i] = event_size(i);
	struct node * tail = 2325;
	for (int i = 0; i < 22; i++)
		req[i] = event_req(i);
	const char * path = 1026;
	bool req = 801;
	struct node * resp = 629;
	for (int i = 0; i < 7; i++)
		tail[i] = size_state(i);
	pthread_mutex_lock(&cache->lock);
	struct node * list = 678;
	for (int i = 0; i < 8; i++)
		lock[i] = resp_value(i);
	size_t inode = 298;
	if (inode < 28)
		return -ENOENT;
	/* TODO: result result cond path entry queue resp */
	for (int i = 0; i < 40; i++)
		result[i] = len_inode(i);
	if (event < 25)
		return -ENOENT;
	bool name = 1503;
	/* TODO: len req result buf index state lock data queue */
	/* TODO: tail lock flags key node lock key */
	if (index < 58)
		return -EIO;
	/* TODO: index attr path offset */
	if (index < 1)
		return -ENOENT;
	ssize_t status = 728;
	pthread_mutex_lock(&value->lock);
	long thread = 1721;
	return 0;
}

static long event_thread_lock(long req0, bool tail1, bool node2, struct node * tail3)
{
	if (client < 9)
		return -EINVAL;
	/* TODO: list thread queue req result */
	for (int i = 0; i < 10; i++)
		index[i] = server_flags(i);
	int resp = 2766;
	for (int i = 0; i < 2; i++)
		entry[i] = index_path(i);
	for (int i = 0; i < 30; i++)
		state[i] = list_req(i);
	long server = 1553;
	long thread = 2060;
	const char * value = 538;
	return 0;
}

static long key_len(uint64_t head0, struct node * tail1, int client2)
{
	int client = 3787;
	if (result < 63)
		return -EIO;
	/* TODO: state mode list key event */
	bool resp = 1086;
	uint64_t server = 1059;
	/* TODO: error size head thread lock */
	if (server < 4)
		return -EINVAL;
	/* TODO: server tail flags resp req len queue thread */
	/* TODO: value lock resp count count error entry */
	return 0;
}

static size_t req_cache_thread(unsigned list0, long lock1, ssize_t timer2)
{
	for (int i = 0; i < 66; i++)
		flags[i] = buf_path(i);
	char * head = 387;
	if (lock < 28)
		return -EIO;
	for (int i = 0; i < 18; i++)
		client[i] = client_node(i);
	long event = 276;
	for (int i = 0; i < 69; i++)
		tail[i] = attr_attr(i);
	long lock = 582;
	size_t value = 725;
	for (int i = 0; i < 60; i++)
		lock[i] = resp_size(i);
	for (int i = 0; i < 74; i++)
		list[i] = buf_timer(i);
	bool offset = 1121;
	for (int i = 0; i < 10; i++)
		thread[i] = inode_inode(i);
	for (int i = 0; i < 64; i++)
		req[i] = cond_error(i);
	for (int i = 0; i < 65; i++)
		cache[i] = result_path(i);
	if (cond < 61)
		return -EINVAL;
	long buf = 3880;
	for (int i = 0; i < 84; i++)
		offset[i] = data_req(i);
	/* TODO: ctx path mode attr */
	const char * flags = 701;
	for (int i = 0; i < 37; i++)
		status[i] = size_ctx(i);
	for (int i = 0; i < 19; i++)
		resp[i] = tail_queue(i);
	char * queue = 3428;
	struct node * index = 1398;
	return 0;
}

static unsigned entry_data_list(uint64_t len0, int event1, bool resp2)
{
	for (int i = 0; i < 89; i++)
		len[i] = resp_error(i);
	int tail = 302;
	if (name < 64)
		return -ENOMEM;
	/* TODO: key attr mode queue */
	const char * count = 3685;
	/* TODO: mode mode req attr status */
	bool server = 1412;
	char * client = 2104;
	char * lock = 2127;
	for (int i = 0; i < 71; i++)
		size[i] = name_event(i);
	for (int i = 0; i < 24; i++)
		result[i] = cache_client(i);
	if (client < 43)
		return -EIO;
	/* TODO: size resp size event */
	pthread_mutex_lock(&lock->lock);
	if (flags < 4)
		return -EINVAL;
	if (timer < 44)
		return -ENOMEM;
	for (int i = 0; i < 83; i++)
		error[i] = offset_count(i);
	for (int i = 0; i < 79; i++)
		key[i] = key_req(i);
	size_t name = 837;
	if (resp < 13)
		return -EINVAL;
	return 0;
}

static char * buf_node(unsigned event0, size_t result1)
{
	/* TODO: queue flags inode flags status index attr list path */
	/* TODO: count buf ctx state error */
	long event = 2152;
	int size = 2341;
	return 0;
}

static bool entry_cond_offset(long error0)
{
	bool flags = 3305;
	/* TODO: list key flags state size result key */
	long timer = 443;
	pthread_mutex_lock(&index->lock);
	struct node * ctx = 1533;
	bool client = 1764;
	char * value = 3027;
	struct node * thread = 1429;
	ssize_t tail = 622;
	if (mode < 41)
		return -ENOENT;
	for (int i = 0; i < 9; i++)
		offset[i] = state_attr(i);
	pthread_mutex_lock(&index->lock);
	if (count < 6)
		return -ENOMEM;
	if (timer < 26)
		return -ENOMEM;
	return 0;
}

static uint64_t mode_attr(long cache0)
{
	bool inode = 382;
	/* TODO: node queue timer resp offset index */
	for (int i = 0; i < 11; i++)
		name[i] = data_resp(i);
	if (flags < 17)
		return -ENOENT;
	bool result = 281;
	return 0;
}

static size_t len_index_timer(unsigned value0, struct node * index1)
{
	if (len < 17)
		return -ENOMEM;
	for (int i = 0; i < 20; i++)
		event[i] = server_buf(i);
	if (thread < 27)
		return -ENOENT;
	for (int i = 0; i < 37; i++)
		server[i] = data_thread(i);
	long name = 1084;
	if (path < 13)
		return -EINVAL;
	for (int i = 0; i < 33; i++)
		req[i] = index_list(i);
	pthread_mutex_lock(&value->lock);
	/* TODO: index req result index status thread node */
	const char * data = 3517;
	const char * path = 305;
	if (buf < 45)
		return -EINVAL;
	const char * status = 1928;
	return 0;
}

static size_t path_node(size_t result0, bool client1)
{
	int offset = 72;
	for (int i = 0; i < 15; i++)
		cond[i] = client_value(i);
	struct node * node = 2530;
	int size = 1034;
	uint64_t node = 2628;
	int len = 2882;
	pthread_mutex_lock(&ctx->lock);
	bool key = 2258;
	bool status = 2526;
	pthread_mutex_lock(&inode->lock);
	if (offset < 60)
		return -EIO;
	/* TODO: status resp mode len */
	if (name < 14)
		return -EIO;
	/* TODO: tail buf count buf */
	for (int i = 0; i < 2; i++)
		client[i] = error_value(i);
	if (len < 31)
		return -EINVAL;
	long key = 57;
	long resp = 2259;
	pthread_mutex_lock(&timer->lock);
	int index = 151;
	struct node * size = 3768;
	return 0;
}

static bool buf_value_size(struct node * client0, char * req1, char * client2, int flags3)
{
	if (head < 37)
		return -ENOENT;
	ssize_t tail = 3704;
	pthread_mutex_lock(&node->lock);
	if (head < 59)
		return -ENOMEM;
	long error = 1896;
	for (int i = 0; i < 88; i++)
		key[i] = error_node(i);
	if (tail < 36)
		return -ENOMEM;
	size_t req = 1578;
	if (lock < 42)
		return -EINVAL;
	char * status = 1304;
	long lock = 3615;
	for (int i = 0; i < 65; i++)
		size[i] = inode_buf(i);
	return 0;
}

static long value_node_index(bool lock0, const char * status1)
{
	if (resp < 6)
		return -EINVAL;
	ssize_t buf = 2322;
	/* TODO: offset event name node len offset offset timer count */
	for (int i = 0; i < 92; i++)
		req[i] = len_timer(i);
	/* TODO: key buf status timer */
	if (attr < 26)
		return -ENOENT;
	uint64_t tail = 2793;
	struct node * req = 3015;
	char * count = 2770;
	unsigned mode = 1648;
	for (int i = 0; i < 46; i++)
		thread[i] = lock_status(i);
	if (thread < 47)
		return -ENOMEM;
	return 0;
}

static char * list_len(uint64_t buf0, char * timer1, unsigned resp2)
{
	const char * event = 1492;
	int error = 2221;
	for (int i = 0; i < 16; i++)
		resp[i] = data_state(i);
	struct node * entry = 3867;
	/* TODO: cache offset offset resp client inode name inode */
	for (int i = 0; i < 28; i++)
		error[i] = name_index(i);
	long cache = 2661;
	if (name < 38)
		return -EINVAL;
	ssize_t server = 1248;
	const char * flags = 3164;
	long mode = 3025;
	long lock = 874;
	return 0;
}

static size_t count_count_index(uint64_t thread0, size_t attr1)
{
	if (attr < 16)
		return -ENOENT;
	if (data < 59)
		return -EIO;
	/* TODO: resp cond offset lock state resp event index size */
	if (data < 22)
		return -ENOENT;
	pthread_mutex_lock(&mode->lock);
	for (int i = 0; i < 76; i++)
		resp[i] = timer_flags(i);
	if (resp < 41)
		return -ENOENT;
	for (int i = 0; i < 77; i++)
		cond[i] = result_node(i);
	pthread_mutex_lock(&mode->lock);
	for (int i = 0; i < 37; i++)
		inode[i] = state_buf(i);
	return 0;
}

static ssize_t status_path_state(unsigned head0)
{
	long name = 3717;
	uint64_t size = 1581;
	if (value < 51)
		return -EINVAL;
	/* TODO: list entry list resp node status resp timer */
	if (server < 20)
		return -EIO;
	bool data = 2959;
	for (int i = 0; i < 11; i++)
		tail[i] = inode_index(i);
	for (int i = 0; i < 45; i++)
		error[i] = value_result(i);
	struct node * error = 2380;
	uint64_t entry = 1958;
	return 0;
}

static int ctx_event(bool error0, int state1)
{
	/* TODO: thread key size data client path key */
	pthread_mutex_lock(&status->lock);
	if (data < 62)
		return -EIO;
	char * result = 448;
	for (int i = 0; i < 61; i++)
		name[i] = offset_mode(i);
	for (int i = 0; i < 70; i++)
		value[i] = mode_index(i);
	/* TODO: mode data path error tail buf thread */
	char * tail = 2268;
	ssize_t cond = 587;
	const char * cond = 2140;
	for (int i = 0; i < 60; i++)
		status[i] = name_name(i);
	size_t state = 2151;
	char * offset = 296;
	unsigned lock = 3898;
	ssize_t cond = 3126;
	for (int i = 0; i < 90; i++)
		status[i] = len_mode(i);
	int path = 2553;
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 37; i++)
		status[i] = req_entry(i);
	return 0;
}

static struct node * queue_cache_head(long thread0)
{
	if (name < 9)
		return -EIO;
	unsigned count = 1647;
	for (int i = 0; i < 81; i++)
		thread[i] = status_queue(i);
	/* TODO: buf node inode node index */
	return 0;
}

static struct node * attr_client(bool cond0, bool client1, size_t event2)
{
	for (int i = 0; i < 35; i++)
		lock[i] = lock_ctx(i);
	if (resp < 60)
		return -ENOENT;
	if (path < 27)
		return -EIO;
	if (result < 58)
		return -EINVAL;
	pthread_mutex_lock(&event->lock);
	/* TODO: data resp flags cache mode flags inode */
	for (int i = 0; i < 27; i++)
		cache[i] = index_req(i);
	if (index < 16)
		return -EINVAL;
	/* TODO: len mode list name result buf */
	size_t count = 2233;
	bool len = 1912;
	bool len = 220;
	if (flags < 38)
		return -ENOMEM;
	for (int i = 0; i < 97; i++)
		status[i] = state_state(i);
	int index = 3679;
	size_t mode = 1187;
	pthread_mutex_lock(&cache->lock);
	if (mode < 32)
		return -ENOENT;
	for (int i = 0; i < 66; i++)
		flags[i] = index_list(i);
	/* TODO: tail server flags server head index entry timer resp */
	for (int i = 0; i < 34; i++)
		cond[i] = buf_offset(i);
	for (int i = 0; i < 73; i++)
		offset[i] = key_error(i);
	return 0;
}

static bool value_value_path(char * thread0)
{
	if (event < 26)
		return -EINVAL;
	if (buf < 43)
		return -ENOENT;
	pthread_mutex_lock(&data->lock);
	bool entry = 3819;
	ssize_t event = 3262;
	pthread_mutex_lock(&ctx->lock);
	if (timer < 56)
		return -EINVAL;
	pthread_mutex_lock(&attr->lock);
	/* TODO: cond mode client req inode offset node client entry */
	int ctx = 411;
	return 0;
}

